// Brotli and gzip copies of a build's text files, made once at build so the server never compresses them per request.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.webmanifest']);
// below about a packet the copy saves nothing a round trip would notice
export const MIN_SIZE = 1024;
// brotli at quality 11 takes seconds per MB: a content-hashed chunk that did not change is not compressed again
const DEFAULT_CACHE = fileURLToPath(new URL('../node_modules/.cache/frota-precompress', import.meta.url));
const CACHE_DAYS = 30;

const ENCODINGS = [
  {
    ext: 'br',
    compress: (content) =>
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  { ext: 'gz', compress: (content) => gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }) },
];

function textFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) textFiles(full, out);
    else if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name)) && statSync(full).size >= MIN_SIZE) out.push(full);
  }
  return out;
}

async function cached(cacheDir, key, make) {
  const file = join(cacheDir, key);
  try {
    const hit = await readFile(file);
    const now = new Date();
    await utimes(file, now, now);
    return hit;
  } catch {
    const made = await make();
    // written whole or not at all: another build may read the cache at the same time
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, made);
    await rename(partial, file);
    return made;
  }
}

async function compressFile(file, cacheDir) {
  const content = await readFile(file);
  const hash = createHash('sha256').update(content).digest('hex');
  for (const { ext, compress } of ENCODINGS) {
    const copy = await cached(cacheDir, `${hash}.${ext}`, () => compress(content));
    // a copy no smaller than the file would only cost the client a decode
    if (copy.length < content.length) await writeFile(`${file}.${ext}`, copy);
  }
}

async function pruneCache(cacheDir) {
  const cutoff = Date.now() - CACHE_DAYS * 86_400_000;
  for (const name of await readdir(cacheDir)) {
    const file = join(cacheDir, name);
    // another build may have renamed or pruned it meanwhile
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
  }
}

/** Writes <file>.br and <file>.gz beside every js/css/html/json/svg/manifest file of 1 KB or more in dir. */
export async function compressDist(dir, { cacheDir = DEFAULT_CACHE } = {}) {
  mkdirSync(cacheDir, { recursive: true });
  const files = textFiles(dir);
  // zlib's async calls run on libuv's pool (4 threads): a few files at a time keep it busy without piling up memory
  for (let i = 0; i < files.length; i += 4) await Promise.all(files.slice(i, i + 4).map((file) => compressFile(file, cacheDir)));
  await pruneCache(cacheDir);
  return files.length;
}
