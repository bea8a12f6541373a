import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { remoteDeclaration, type DeclaredRemote } from '@frota/shared/domain';

// A release's folder on disk, as `pnpm release` writes it (the lead's CLI imports these): RELEASES_DIR/<remote>/<versao>+<hash>/

export const RELEASE_JSON = 'release.json';
/** the remote's screens, as its build declares them (shared/src/domain/screens.ts) */
export const SCREENS_JSON = 'screens.json';

/** What `pnpm release` writes beside the build: the API checks it against what is being registered. */
export const releaseJson = z.object({
  remote: z.string(),
  versao: z.string(),
  hash: z.string(),
  faixa_shared: z.string().max(100).nullable().optional(),
  criada_em: z.iso.datetime({ offset: true }),
});
export type ReleaseJson = z.infer<typeof releaseJson>;

export function releaseFolder(releasesDir: string, remote: string, versao: string, hash: string): string {
  return path.join(releasesDir, remote, `${versao}+${hash}`);
}

// the copies scripts/build.mjs compresses beside a text file are the file again
const COMPRIMIDO = /\.(br|gz)$/;

async function arquivos(dir: string, prefixo = ''): Promise<string[]> {
  const entradas = await fs.readdir(path.join(dir, prefixo), { withFileTypes: true });
  const nomes: string[] = [];
  for (const entrada of entradas) {
    const relativo = prefixo ? `${prefixo}/${entrada.name}` : entrada.name;
    if (entrada.isDirectory()) nomes.push(...(await arquivos(dir, relativo)));
    else if (entrada.isFile() && relativo !== RELEASE_JSON && !COMPRIMIDO.test(relativo)) nomes.push(relativo);
  }
  return nomes;
}

/**
 * The first 7 hex digits of a sha256 over every file of the folder (not release.json, not the .br/.gz copies), in
 * the order of their '/'-separated relative paths, each as `${path}\0` + content + `\0`: the same build, the same hash.
 */
export async function folderHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const nomes = (await arquivos(dir)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const nome of nomes) {
    hash.update(`${nome}\0`);
    hash.update(await fs.readFile(path.join(dir, ...nome.split('/'))));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 7);
}

/** The folder's release.json, or null when it is missing or not one. */
export async function readReleaseJson(dir: string): Promise<ReleaseJson | null> {
  try {
    const lido = releaseJson.safeParse(JSON.parse(await fs.readFile(path.join(dir, RELEASE_JSON), 'utf8')));
    return lido.success ? lido.data : null;
  } catch {
    return null;
  }
}

/** What is known of the dist built with the shell: its sources' hash and when its entry was built. */
export async function embeddedDist(webRoot: string, remote: string): Promise<{ hash: string | null; criada_em: string | null }> {
  const dist = embeddedDistDir(webRoot, remote);
  const [hash, criada_em] = await Promise.all([
    fs.readFile(path.join(dist, '.source-hash'), 'utf8').then((h) => h.trim().slice(0, 7) || null, () => null),
    fs.stat(path.join(dist, 'remoteEntry.js')).then((s) => s.mtime.toISOString(), () => null),
  ]);
  return { hash, criada_em };
}

/** What a build writes here (screens.json, mf-manifest.json) is a few KB: a bigger file is not read into memory. */
export const MAX_JSON_BYTES = 1024 * 1024;

async function readJson(file: string): Promise<unknown> {
  try {
    if ((await fs.stat(file)).size > MAX_JSON_BYTES) return null;
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The folder's screens.json, or null when it is missing or not a declaration. */
export async function readDeclaration(dir: string): Promise<DeclaredRemote | null> {
  const lido = remoteDeclaration.safeParse(await readJson(path.join(dir, SCREENS_JSON)));
  return lido.success ? lido.data : null;
}

/** The modules the build exposes, as its mf-manifest.json names them ('veiculos', 'cobranca'); null without one. */
export async function exposedModules(dir: string): Promise<string[] | null> {
  const manifest = (await readJson(path.join(dir, 'mf-manifest.json'))) as { exposes?: { name?: unknown }[] } | null;
  if (!Array.isArray(manifest?.exposes)) return null;
  return manifest.exposes.flatMap((e) => (typeof e.name === 'string' ? [e.name.replace(/^\.\//, '')] : []));
}

/** The dist built with the shell, whose screens are active while no release is. */
export function embeddedDistDir(webRoot: string, remote: string): string {
  return path.join(webRoot, `mfe-${remote}`, 'dist');
}
