import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A server of a spec's own, with its data and RELEASES_DIR in a temporary folder, and what `pnpm release` does against it. */
export class ReleaseServer {
  readonly url: string;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'frota-e2e-releases-'));
  private process: ChildProcess | undefined;

  constructor(readonly port: number) {
    this.url = `http://127.0.0.1:${port}`;
  }

  private get env(): NodeJS.ProcessEnv {
    return { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', DATA_DIR: this.dataDir, RELEASES_DIR: join(this.dataDir, 'releases') };
  }

  async start(): Promise<void> {
    this.process = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(repoRoot, 'api'),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...this.env, SEED_DEMO: '0', JOBS: '0', LOG_LEVEL: 'warn' },
    });
    const server = this.process;
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Frota em')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`servidor saiu com código ${code}`)));
    });
  }

  /** The process listening on the port, as the system sees it (ss), not as this spec remembers it. */
  listeningPid(): number | null {
    const out = execFileSync('ss', ['-Hltnp', `sport = :${this.port}`], { encoding: 'utf8' });
    const match = /pid=(\d+)/.exec(out);
    return match ? Number(match[1]) : null;
  }

  get pid(): number | undefined {
    return this.process?.pid;
  }

  /** `pnpm release <args>` as a team runs it, the password on standard input; resolves with its exit code and output. */
  release(args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; out: string; err: string }> {
    return new Promise((resolve, reject) => {
      const cli = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/release.ts', ...args], {
        cwd: repoRoot,
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { ...this.env, FROTA_URL: this.url, FROTA_EMAIL: 'admin@frota.com.br', ...extraEnv },
      });
      let out = '';
      let err = '';
      cli.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      cli.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      cli.on('error', reject);
      cli.on('exit', (code) => resolve({ code, out, err }));
      cli.stdin.end('frota2026\n');
    });
  }

  async stop(): Promise<void> {
    const server = this.process;
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
