// Servers the bench starts: pinned to a core with taskset, on loopback, stopped by their own PID.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The load generator's core and the servers' core: different ones when the machine has two. */
export const CORES = { carga: '1', servidor: '0' } as const;

export function hasTaskset(): boolean {
  return spawnSync('taskset', ['--version']).status === 0;
}

/** Pins this process (the load generator) to its core. */
export function pinSelf(): void {
  if (hasTaskset()) spawnSync('taskset', ['-cp', CORES.carga, String(process.pid)], { stdio: 'ignore' });
}

export interface Server {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `node --import tsx <script>` on `core` (the server core unless told), on a free loopback port (PORT=0,
 * unless `env` names one: it is spread last), and waits for its `ready` line, which must carry the URL it listens on.
 */
export async function startServer(name: string, script: string, env: Record<string, string>, ready: string, core: string = CORES.servidor): Promise<Server> {
  const command = ['node', '--import', 'tsx', script];
  const [file, ...args] = hasTaskset() ? ['taskset', '-c', core, ...command] : command;
  const child: ChildProcess = spawn(file!, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', JOBS: '0', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: não ficou pronto em 120 s\n${stderr}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      const line = chunk.toString();
      const address = line.includes(ready) ? /http:\/\/127\.0\.0\.1:\d+/.exec(line) : null;
      if (address) {
        clearTimeout(timer);
        resolve(address[0]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} saiu com ${code}\n${stderr}`));
    });
  });
  child.stdout!.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return;
      // taskset execs node, so this PID is the server's own
      process.kill(child.pid!, 'SIGTERM');
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000).unref());
      if ((await Promise.race([exited, timeout])) === 'timeout') process.kill(child.pid!, 'SIGKILL');
    },
  };
}

/** Runs a bench script as a child process (its own memory), returning stdout and the exit code. */
export function runScript(script: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return runCommand('node', ['--import', 'tsx', script], env);
}

/** Runs a command from the repo root, echoing its stderr; resolves with its exit code and output. */
export function runCommand(command: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString();
      process.stderr.write(c);
    });
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}
