// Which front ends need building: a dist is stale when a hash of the sources it was built from differs from now.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const APPS = [
  { name: '@frota/mfe-fleet', dir: 'mfe-fleet', marker: 'mf-manifest.json' },
  { name: '@frota/mfe-finance', dir: 'mfe-finance', marker: 'mf-manifest.json' },
  { name: '@frota/mfe-incidents', dir: 'mfe-incidents', marker: 'mf-manifest.json' },
  { name: '@frota/mfe-alerts', dir: 'mfe-alerts', marker: 'mf-manifest.json' },
  { name: '@frota/mfe-motorista', dir: 'mfe-motorista', marker: 'mf-manifest.json' },
  { name: '@frota/shell', dir: 'shell', marker: 'index.html' },
];

// a dotfile: @fastify/static does not serve it
export const STAMP = '.source-hash';

// every app is built from its own folder, the kit and the locked dependencies
const COMMON_SOURCES = ['shared', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results']);
// tests are not in a bundle: changing one needs no build
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function listFiles(path, out) {
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) listFiles(full, out);
    } else if (entry.isFile() && !TEST_FILE.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

function filesOf(root, source) {
  const full = join(root, source);
  if (!existsSync(full)) return [];
  return statSync(full).isDirectory() ? listFiles(full, []) : [full];
}

/** sha256 over the path and content of every source file of the app, in a stable order. */
export function sourceHash(root, app) {
  const files = [app.dir, ...COMMON_SOURCES].flatMap((source) => filesOf(root, source));
  const hash = createHash('sha256');
  for (const file of files.map((f) => relative(root, f).split(sep).join('/')).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function builtHash(root, app) {
  const dist = join(root, app.dir, 'dist');
  if (!existsSync(join(dist, app.marker))) return null;
  try {
    return readFileSync(join(dist, STAMP), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Each app with the hash of its sources now. */
export function withHashes(root, apps = APPS) {
  return apps.map((app) => ({ ...app, hash: sourceHash(root, app) }));
}

/** The apps whose dist is missing or was built from other sources. */
export function staleApps(root, apps = APPS) {
  return withHashes(root, apps).filter((app) => builtHash(root, app) !== app.hash);
}

export function writeStamp(root, app, hash) {
  writeFileSync(join(root, app.dir, 'dist', STAMP), `${hash}\n`);
}
