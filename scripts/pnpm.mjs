import { spawn } from 'node:child_process';

// Run pnpm the same way the user started us (global pnpm or `npx pnpm`), so no global install is assumed.
export function pnpm(args, options = {}) {
  const execPath = process.env.npm_execpath;
  let [cmd, cmdArgs] = ['pnpm', args];
  if (execPath && /pnpm/.test(execPath)) {
    // pnpm ships as a JS file or, since v11, as a native binary.
    [cmd, cmdArgs] = /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : [execPath, args];
  }
  return spawn(cmd, cmdArgs, { stdio: 'inherit', ...options });
}

export function run(args, options = {}) {
  return new Promise((resolve) => {
    const child = pnpm(args, options);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
