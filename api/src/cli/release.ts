import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, VERSAO_EMBUTIDA, versaoRelease, type RemoteName, type RemoteReleases } from '@frota/shared/domain';
import { compressDist } from '../../../scripts/compress-dist.mjs';
import { loadConfig, REPO_ROOT } from '../config';
import { folderHash, releaseFolder } from '../releases/folder';
import { readPassword, runAsScript } from './read-password';

const USAGE = `Uso:
  pnpm release <remoto> [--versao 1.4.0]        constrói o remoto e publica a versão (disponível, não ativa)
  pnpm release <remoto> ativar <versao> [--forcar]  ativa uma versão publicada (ou "embutida")
  pnpm release <remoto> reverter                 volta à versão ativa antes desta
  pnpm release lista                             as versões de cada remoto
Remotos: ${REMOTE_NAMES.join(', ')}. A versão padrão é a do package.json do remoto.
O servidor em FROTA_URL (padrão http://127.0.0.1:$PORT) registra e ativa; entra com FROTA_EMAIL (padrão o ADMIN_EMAIL)
e a senha pedida no terminal ou lida da primeira linha da entrada padrão, ou com FROTA_TOKEN.`;

export class ReleaseError extends Error {}

export interface ReleaseIo {
  out(line: string): void;
  err(line: string): void;
  /** Builds the remote into `dist` with the environment given (RELEASE_* variables). */
  build(remote: RemoteName, dist: string): Promise<void>;
  /** An administrator's token for the server. */
  token(): Promise<string>;
}

interface Target {
  url: string;
  releasesDir: string;
}

async function call<T>(target: Target, io: ReleaseIo, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(`/api${route}`, target.url), {
    method,
    headers: {
      authorization: `Bearer ${await io.token()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((err: unknown) => {
    throw new ReleaseError(`O servidor em ${target.url} não respondeu (${err instanceof Error ? err.message : String(err)}); ele precisa estar no ar.`);
  });
  const answer = (await response.json().catch(() => null)) as (T & { message?: string }) | null;
  if (!response.ok) throw new ReleaseError(answer?.message ?? `O servidor respondeu ${response.status}.`);
  return answer as T;
}

function remoteOf(name: string | undefined): RemoteName {
  if (!REMOTE_NAMES.includes(name as RemoteName)) throw new ReleaseError(`Remoto desconhecido: "${name ?? ''}". ${USAGE}`);
  return name as RemoteName;
}

async function packageVersion(remote: RemoteName): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(REPO_ROOT, `mfe-${remote}`, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The @frota/shared range the build asks the shell for, as its manifest says (from package.json, or RELEASE_FAIXA_SHARED). */
async function kitRangeOf(dist: string): Promise<string | null> {
  const manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as { shared?: { name: string; requiredVersion?: string }[] };
  return manifest.shared?.find((s) => s.name === '@frota/shared')?.requiredVersion ?? null;
}

async function publish(target: Target, io: ReleaseIo, remote: RemoteName, asked: string | undefined): Promise<void> {
  const versao = asked ?? (await packageVersion(remote));
  if (!versaoRelease.safeParse(versao).success) throw new ReleaseError(`Versão inválida: "${versao}". Use o formato 1.4.0.`);
  const folder = path.join(target.releasesDir, remote);
  // a folder is never overwritten: the same version twice is refused before anything is built
  if (existsSync(folder) && readdirSync(folder).some((name) => name.startsWith(`${versao}+`))) {
    throw new ReleaseError(`A versão ${versao} de ${remote} já foi publicada; publique uma versão nova.`);
  }
  // built beside its final place, then renamed: a half-written folder is never served
  const building = path.join(folder, `.construindo-${versao}-${process.pid}`);
  await mkdir(folder, { recursive: true });
  try {
    io.out(`Construindo ${remote} ${versao}…`);
    await io.build(remote, building);
    await compressDist(building);
    const hash = await folderHash(building);
    const release = { remote, versao, hash, faixa_shared: await kitRangeOf(building), criada_em: new Date().toISOString() };
    await writeFile(path.join(building, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
    const final = releaseFolder(target.releasesDir, remote, versao, hash);
    await rename(building, final);
    try {
      await call(target, io, 'POST', `/releases/${remote}`, { versao, hash });
    } catch (err) {
      // not registered, so never served: a second attempt must find the version free
      await rm(final, { recursive: true, force: true });
      throw err;
    }
    io.out(`${remote} ${versao}+${hash} publicada em ${final} (disponível, não ativa; kit ${release.faixa_shared ?? '?'}).`);
    io.out(`Para ativar: pnpm release ${remote} ativar ${versao}`);
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

function describe(r: RemoteReleases): string {
  const label = (v: { versao: string; hash: string | null }) => (v.versao === VERSAO_EMBUTIDA || !v.hash ? v.versao : `${v.versao}+${v.hash}`);
  const anterior = r.anterior ? `; anterior ${label(r.anterior)}` : '';
  return `${r.remote}: ativa ${label(r.ativa)}${anterior}; disponíveis ${r.disponiveis.map((v) => v.versao).join(', ')}`;
}

/** Runs one command; answers the exit code. */
export async function runReleaseCommand(args: readonly string[], target: Target, io: ReleaseIo): Promise<number> {
  const [first, command, ...rest] = args;
  const flag = (name: string) => rest.includes(name);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  try {
    if (first === 'lista' && command === undefined) {
      const all = await call<RemoteReleases[]>(target, io, 'GET', '/releases');
      for (const r of all) io.out(describe(r));
      return 0;
    }
    if (first === undefined || first === '--help' || first === 'ajuda') {
      io.err(USAGE);
      return 2;
    }
    const remote = remoteOf(first);
    if (command === undefined || command === '--versao') {
      await publish(target, io, remote, option('--versao'));
      return 0;
    }
    if (command === 'ativar' && rest[0] && !rest[0].startsWith('--')) {
      const r = await call<RemoteReleases>(target, io, 'POST', `/releases/${remote}/ativar`, { versao: rest[0], ...(flag('--forcar') ? { forcar: true } : {}) });
      io.out(`Ativada. ${describe(r)}`);
      io.out('Quem recarregar a página recebe esta versão; quem está nela vê "Nova versão disponível — recarregar".');
      return 0;
    }
    if (command === 'reverter' && rest.length === 0) {
      const r = await call<RemoteReleases>(target, io, 'POST', `/releases/${remote}/reverter`, {});
      io.out(`Revertida. ${describe(r)}`);
      return 0;
    }
    io.err(USAGE);
    return 2;
  } catch (err) {
    if (err instanceof ReleaseError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
}

function buildWithPnpm(remote: RemoteName, dist: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', `@frota/mfe-${remote}`, 'build'], {
      cwd: REPO_ROOT,
      env: { ...process.env, RELEASE_DIST: dist },
      // the build's own output goes to stderr: stdout says only what was published
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new ReleaseError(`A construção de ${remote} falhou (código ${code}).`))));
  });
}

function tokenFromLogin(url: string, email: string): () => Promise<string> {
  let token: Promise<string> | null = process.env.FROTA_TOKEN ? Promise.resolve(process.env.FROTA_TOKEN) : null;
  return () => {
    token ??= (async () => {
      const senha = await readPassword(process.stdin, process.stderr, `Senha de ${email}: `);
      if (senha === null) throw new ReleaseError('Nenhuma senha recebida: digite-a quando for pedida ou envie-a na primeira linha da entrada padrão.');
      const response = await fetch(new URL('/api/login', url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, senha }),
      }).catch(() => {
        throw new ReleaseError(`O servidor em ${url} não respondeu; ele precisa estar no ar.`);
      });
      const answer = (await response.json().catch(() => null)) as { token?: string; message?: string } | null;
      if (!response.ok || !answer?.token) throw new ReleaseError(answer?.message ?? `O login respondeu ${response.status}.`);
      return answer.token;
    })();
    return token;
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const url = process.env.FROTA_URL ?? `http://127.0.0.1:${config.port}`;
  process.exitCode = await runReleaseCommand(
    process.argv.slice(2),
    { url, releasesDir: config.releasesDir },
    {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      build: buildWithPnpm,
      token: tokenFromLogin(url, process.env.FROTA_EMAIL ?? config.adminEmail),
    },
  );
}

runAsScript(import.meta.url, main);
