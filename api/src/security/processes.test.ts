import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../config';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../db/data-dir-lock';

// Real processes on one embedded data folder: the server, a second server, the users CLI.
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 3492;

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function start(script: string, args: string[], dataDir: string, port = PORT): { child: ChildProcess; exit: Promise<Exit>; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PGLITE_TEMPLATE_DIR: process.env.PGLITE_TEMPLATE_DIR,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      JOBS: '0',
      LOG_LEVEL: 'warn',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exit = new Promise<Exit>((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
  return { child, exit, output: () => stdout + stderr };
}

/** The exit of a process that must end by itself; killed (and reported) if it does not. */
async function ended(started: ReturnType<typeof start>, timeoutMs = 60_000): Promise<Exit> {
  const timer = setTimeout(() => started.child.kill('SIGKILL'), timeoutMs);
  try {
    return await started.exit;
  } finally {
    clearTimeout(timer);
  }
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`esperou demais por ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function post(pathname: string, body: unknown): Promise<{ status: number; body: string; at: number }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port: PORT, path: pathname, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, at: Date.now() }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'frota-processos-'));
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a second holder in this process, takes over a lock whose process is gone, and is released', async () => {
    const dir = path.join(dataDir, 'trava');
    await fs.mkdir(dir, { recursive: true });
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
    await release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    // a process that died without releasing: its pid no longer runs
    await fs.writeFile(path.join(dir, LOCK_FILE), '2147483646\n');
    const again = await lockDataDir(dir);
    expect((await fs.readFile(path.join(dir, LOCK_FILE), 'utf8')).trim()).toBe(String(process.pid));
    await again();
  });
});

// the processes open the embedded database whatever the test project: run them once, with the PGlite project
if (process.env.FROTA_TEST_DRIVER !== 'postgres') describe('a server on an embedded data folder', () => {
  const server: { current?: ReturnType<typeof start> } = {};

  afterAll(async () => {
    const running = server.current;
    if (running && running.child.exitCode === null) {
      running.child.kill('SIGKILL');
      await running.exit;
    }
  });

  it('a second process on the same folder gets a clear pt-BR error at start and the first keeps working', async () => {
    server.current = start('src/server.ts', [], dataDir);
    await waitFor(() => server.current!.output().includes('Frota em') || server.current!.child.exitCode !== null, 'o servidor');
    expect(server.current.output()).toContain(`Frota em http://127.0.0.1:${PORT}`);

    const second = await ended(start('src/server.ts', [], dataDir, PORT + 1));
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`Falha ao iniciar a API: A pasta de dados ${dataDir} já está em uso pelo processo ${server.current.child.pid}.`);
    expect(second.stderr).not.toMatch(/\n\s+at /);
    const cli = await ended(start('src/cli/users.ts', ['list'], dataDir));
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain('já está em uso');

    const login = await post('/api/login', { email: DEMO_ADMIN.email, senha: DEMO_ADMIN.password });
    expect(login.status).toBe(200);
  }, 120_000);

  it('SIGTERM lets the requests in flight finish, then the process exits cleanly and frees the folder', async () => {
    const running = server.current!;
    // logins are slow on purpose (scrypt): these are still being answered when the signal arrives
    const requests = [1, 2, 3].map(() => post('/api/login', { email: DEMO_ADMIN.email, senha: DEMO_ADMIN.password }));
    await new Promise((r) => setTimeout(r, 200));
    const signalledAt = Date.now();
    running.child.kill('SIGTERM');
    const answers = await Promise.all(requests);
    for (const answer of answers) {
      // one the server had not read yet when the signal came is refused in pt-BR, never cut
      if (answer.status === 503) expect(JSON.parse(answer.body)).toEqual({ message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' });
      else {
        expect(answer.status, answer.body).toBe(200);
        expect(JSON.parse(answer.body).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      }
    }
    // at least one was being answered when the signal came, and it finished
    expect(answers.some((a) => a.status === 200 && a.at > signalledAt)).toBe(true);
    const exit = await ended(running);
    expect(exit.code, exit.stdout + exit.stderr).toBe(0);
    expect(exit.stderr).not.toMatch(/erro|error/i);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    // new connections are refused once it is gone
    await expect(post('/api/login', {})).rejects.toThrow(/ECONNREFUSED/);

    // the folder opens again, with what the server wrote
    const cli = await ended(start('src/cli/users.ts', ['list'], dataDir));
    expect(cli.code, cli.stderr).toBe(0);
    expect(cli.stdout).toContain(DEMO_ADMIN.email);
  }, 120_000);
});
