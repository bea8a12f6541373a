import { spawn } from 'node:child_process';

// Run pnpm the same way the user started us (global pnpm or `npx pnpm`), so no global install is assumed.
export function pnpm(args, options = {}) {
  const execPath = process.env.npm_execpath;
  const [cmd, cmdArgs] = execPath && /pnpm/.test(execPath)
    ? [process.execPath, [execPath, ...args]]
    : ['pnpm', args];
  return spawn(cmd, cmdArgs, { stdio: 'inherit', ...options });
}

export function run(args, options = {}) {
  return new Promise((resolve) => {
    const child = pnpm(args, options);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
