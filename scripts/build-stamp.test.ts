import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { STAMP, staleApps, writeStamp } from './build-stamp.mjs';
// @ts-expect-error plain ESM script without types
import { compressDist } from './compress-dist.mjs';

interface App {
  name: string;
  dir: string;
  marker: string;
  hash: string;
}

let root: string;
const apps = [
  { name: '@frota/shell', dir: 'shell', marker: 'index.html' },
  { name: '@frota/mfe-fleet', dir: 'mfe-fleet', marker: 'mf-manifest.json' },
];

function write(file: string, content: string | Buffer) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
}

const stale = (): string[] => (staleApps(root, apps) as App[]).map((app) => app.name);

/** Builds every stale app the way scripts/build.mjs does: a dist, then the stamp of the sources it came from. */
function buildStale() {
  for (const app of staleApps(root, apps) as App[]) {
    write(`${app.dir}/dist/${app.marker}`, 'built');
    writeStamp(root, app, app.hash);
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'frota-stamp-'));
  write('pnpm-lock.yaml', 'lockfileVersion: 9\n');
  write('shared/src/index.ts', 'export const kit = 1;\n');
  write('shell/src/index.tsx', 'console.log("shell");\n');
  write('shell/rsbuild.config.ts', 'export default {};\n');
  write('mfe-fleet/src/index.tsx', 'console.log("fleet");\n');
  write('mfe-fleet/package.json', '{"name":"@frota/mfe-fleet"}\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('stale builds (pnpm start)', () => {
  it('builds what has no dist, and nothing once every dist carries the hash of its sources', () => {
    expect(stale()).toEqual(['@frota/shell', '@frota/mfe-fleet']);
    buildStale();
    expect(readFileSync(join(root, 'shell/dist', STAMP), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    expect(stale()).toEqual([]);
  });

  it("rebuilds only the app whose source, config or package.json changed", () => {
    buildStale();
    write('mfe-fleet/src/index.tsx', 'console.log("fleet 2");\n');
    expect(stale()).toEqual(['@frota/mfe-fleet']);
    buildStale();
    write('shell/rsbuild.config.ts', 'export default { a: 1 };\n');
    expect(stale()).toEqual(['@frota/shell']);
    buildStale();
    write('mfe-fleet/src/new-screen.tsx', 'export {};\n');
    expect(stale()).toEqual(['@frota/mfe-fleet']);
  });

  it('rebuilds every app when the kit or the lockfile changed', () => {
    buildStale();
    write('shared/src/index.ts', 'export const kit = 2;\n');
    expect(stale()).toEqual(['@frota/shell', '@frota/mfe-fleet']);
    buildStale();
    write('pnpm-lock.yaml', 'lockfileVersion: 9\n# react 19.3\n');
    expect(stale()).toEqual(['@frota/shell', '@frota/mfe-fleet']);
  });

  it('ignores tests, dependencies and the build itself', () => {
    buildStale();
    write('shell/src/index.test.tsx', 'it("x", () => {});\n');
    write('shared/node_modules/x/index.js', 'module.exports = 1;\n');
    write('shell/dist/static/js/other.js', 'x');
    expect(stale()).toEqual([]);
  });

  it('rebuilds a dist whose stamp is missing (built by hand with rsbuild)', () => {
    buildStale();
    rmSync(join(root, 'shell/dist', STAMP));
    expect(stale()).toEqual(['@frota/shell']);
  });
});

describe('precompressed copies (pnpm build)', () => {
  it('writes .br and .gz beside text files of 1 KB or more, and leaves small and binary files alone', async () => {
    const big = `console.log("${'frota '.repeat(500)}");`;
    write('shell/dist/static/js/index.abc.js', big);
    write('shell/dist/index.html', `<!doctype html>${'<p>Frota</p>'.repeat(200)}`);
    write('shell/dist/static/js/tiny.js', 'console.log(1);');
    write('shell/dist/static/image/logo.png', Buffer.alloc(4096, 7));
    const cacheDir = join(root, 'cache');
    await compressDist(join(root, 'shell/dist'), { cacheDir });
    const dist = (file: string) => join(root, 'shell/dist', file);
    expect(zlib.brotliDecompressSync(readFileSync(dist('static/js/index.abc.js.br'))).toString()).toBe(big);
    expect(zlib.gunzipSync(readFileSync(dist('static/js/index.abc.js.gz'))).toString()).toBe(big);
    expect(existsSync(dist('index.html.br'))).toBe(true);
    expect(existsSync(dist('static/js/tiny.js.br'))).toBe(false);
    expect(existsSync(dist('static/image/logo.png.br'))).toBe(false);

    // the next build of the same chunk takes its copies from the cache
    rmSync(join(root, 'shell/dist'), { recursive: true });
    write('shell/dist/static/js/index.abc.js', big);
    for (const name of readdirSync(cacheDir).filter((f) => f.endsWith('.br'))) writeFileSync(join(cacheDir, name), 'from the cache');
    await compressDist(join(root, 'shell/dist'), { cacheDir });
    expect(readFileSync(dist('static/js/index.abc.js.br'), 'utf8')).toBe('from the cache');
    expect(existsSync(dist('index.html.br'))).toBe(false);
  });
});
