// Brotli and gzip copies of a build's text files, made once at build so the server never compresses them per request.
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.webmanifest', '.txt', '.map']);
// below about a packet the copy saves nothing a round trip would notice
export const MIN_SIZE = 1024;

function textFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) textFiles(full, out);
    else if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name)) && statSync(full).size >= MIN_SIZE) out.push(full);
  }
  return out;
}

async function compressFile(file) {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // a copy no smaller than the file would only cost the client a decode
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}

/** Writes <file>.br and <file>.gz beside every js/css/html/json/svg/manifest file of 1 KB or more in dir. */
export async function compressDist(dir) {
  const files = textFiles(dir);
  // zlib's async calls run on libuv's pool (4 threads): a few files at a time keep it busy without piling up memory
  for (let i = 0; i < files.length; i += 4) await Promise.all(files.slice(i, i + 4).map(compressFile));
  return files.length;
}
