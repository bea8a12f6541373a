// Stands in for @module-federation/sdk's logger.js in the shell's build (issue 17): the same console output with
// its prefix, without the delegate fallbacks and debug-mode stack traces the build tools use (~0.4 KB gzip).

type Method = 'log' | 'info' | 'warn' | 'error';

function createConsoleLogger(prefix: string) {
  const emit =
    (method: Method) =>
    (...args: unknown[]) => {
      console[method](prefix, ...args);
    };
  return {
    setPrefix(next: string) {
      prefix = next;
    },
    setDelegate() {},
    log: emit('log'),
    info: emit('info'),
    success: emit('info'),
    ready: emit('info'),
    warn: emit('warn'),
    error: emit('error'),
    debug() {},
  };
}

export const createLogger = createConsoleLogger;
export const createInfrastructureLogger = createConsoleLogger;
export const logger = createConsoleLogger('[ Module Federation ]');
export const infrastructureLogger = logger;
export function bindLoggerToCompiler() {}
