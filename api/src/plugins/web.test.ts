import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareRemote } from '@frota/shared/domain';
import { build } from '../test/helpers';

let webRoot: string;
let app: FastifyInstance;

async function write(file: string, content: string) {
  const full = path.join(webRoot, file);
  await fs.mkdir(path.dirname(full), { recursive: true });
  await fs.writeFile(full, content);
}

async function writePrecompressed(file: string, content: string, gzip = true) {
  await write(file, content);
  await fs.writeFile(path.join(webRoot, `${file}.br`), zlib.brotliCompressSync(content));
  if (gzip) await fs.writeFile(path.join(webRoot, `${file}.gz`), zlib.gzipSync(content));
}

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'frota-web-'));
  await write('shell/dist/index.html', '<!doctype html><title>Frota</title>');
  await write('shell/dist/login.html', '<!doctype html><title>Frota</title><h2>Login</h2>');
  await write('shell/dist/sw.js', 'self.addEventListener("push", () => {});');
  await write('shell/dist/motorista.html', '<!doctype html><title>Minha conta</title><div id="root"></div>');
  await write('shell/dist/motorista-entrar.html', '<!doctype html><title>Minha conta</title><h1>Entrar</h1>');
  await write('shell/dist/motorista/manifest.webmanifest', '{"scope":"/motorista/"}');
  await write('shell/dist/static/js/index.abc123.js', 'console.log(1)');
  await write('mfe-fleet/dist/mf-manifest.json', '{"name":"frota_fleet"}');
  await write('mfe-fleet/dist/remoteEntry.js', 'var frota_fleet;');
  await write('mfe-fleet/dist/screens.json', JSON.stringify(declareRemote('fleet')));
  await write('mfe-fleet/dist/static/js/veiculos.def456.js', 'export {}');
  // what scripts/build.mjs leaves beside a file of 1 KB or more
  await writePrecompressed('shell/dist/static/js/app.789abc.js', `console.log("${'frota '.repeat(400)}")`);
  await writePrecompressed('shell/dist/index.html', `<!doctype html><title>Frota</title><!--${'x'.repeat(2000)}-->`, false);
  await writePrecompressed('shell/dist/sw.js', `self.addEventListener("push", () => {}); // ${'z'.repeat(2000)}`);
  await writePrecompressed('mfe-fleet/dist/remoteEntry.js', `var frota_fleet; // ${'y'.repeat(2000)}`);
  app = await build({
    config: {
      webRoot,
      publicApiUrl: 'https://api.frota.example/api',
      remotes: { fleet: 'https://cdn.frota.example/fleet/mf-manifest.json', finance: '/remotes/finance/mf-manifest.json', incidents: '/remotes/incidents/mf-manifest.json', alerts: '/remotes/alerts/mf-manifest.json', motorista: '/remotes/motorista/remoteEntry.js' },
    },
  });
});

afterAll(async () => {
  await app.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('/config.json', () => {
  it('is built from the configuration, public and never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/config.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      apiBaseUrl: 'https://api.frota.example/api',
      pushApiBaseUrl: '/api',
      remotes: {
        fleet: 'https://cdn.frota.example/fleet/mf-manifest.json',
        finance: '/remotes/finance/mf-manifest.json',
        incidents: '/remotes/incidents/mf-manifest.json',
        alerts: '/remotes/alerts/mf-manifest.json',
        motorista: '/remotes/motorista/remoteEntry.js',
      },
      // no release activated: each remote's built-in dist, dated by its entry when it was built
      releases: {
        fleet: { versao: 'embutida', hash: null, faixaShared: null, criadaEm: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
        finance: { versao: 'embutida', hash: null, faixaShared: null, criadaEm: null },
        incidents: { versao: 'embutida', hash: null, faixaShared: null, criadaEm: null },
        alerts: { versao: 'embutida', hash: null, faixaShared: null, criadaEm: null },
        motorista: { versao: 'embutida', hash: null, faixaShared: null, criadaEm: null },
      },
      // each built-in dist's screens.json; a remote not built declares none
      declarations: [declareRemote('fleet'), { remote: 'finance', screens: [] }, { remote: 'incidents', screens: [] }, { remote: 'alerts', screens: [] }, { remote: 'motorista', screens: [] }],
    });
  });
});

describe('the shell', () => {
  it('serves index.html at / without caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Frota</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for an app route navigation', async () => {
    for (const url of ['/veiculos', '/veiculos/12/editar', '/loginx']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Frota</title>');
      expect(res.body).not.toContain('<h2>Login</h2>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the static login page at /login, with or without a query, never cached', async () => {
    for (const url of ['/login', '/login?from=%2Fveiculos']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<h2>Login</h2>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("serves the driver's pages (issue 37): the static sign-in at /motorista/entrar, his app under /motorista, never cached", async () => {
    for (const url of ['/motorista/entrar', '/motorista/entrar/', '/motorista/entrar?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>Entrar</h1>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const semBarra = await app.inject({ method: 'GET', url: '/motorista?x=1', headers: html });
    expect(semBarra.statusCode).toBe(301);
    expect(semBarra.headers.location).toBe('/motorista/?x=1');
    for (const url of ['/motorista/', '/motorista/extrato', '/motorista/multas?x=1']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // his manifest is a file, and a staff path that only starts alike is the staff's app
    expect((await app.inject({ method: 'GET', url: '/motorista/manifest.webmanifest' })).body).toContain('/motorista/');
    expect((await app.inject({ method: 'GET', url: '/motoristas', headers: html })).body).not.toContain('Minha conta');
  });

  it('serves /sw.js without caching and hashed assets as immutable', async () => {
    const sw = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const asset = await app.inject({ method: 'GET', url: '/static/js/index.abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers 404, not the app, for a missing asset, a non-HTML request or an API path', async () => {
    expect((await app.inject({ method: 'GET', url: '/static/js/missing.js', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/veiculos', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    const apiPath = await app.inject({ method: 'GET', url: '/api/nada', headers: html });
    expect(apiPath.statusCode).toBe(401);
    expect(apiPath.headers['content-type']).toContain('application/json');
  });
});

describe('the remotes', () => {
  it('serves each remote build under /remotes/<name>/ with CORS for any origin', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/remotes/fleet/mf-manifest.json', headers: { origin: 'https://outra.example' } });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'frota_fleet' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ method: 'GET', url: '/remotes/fleet/static/js/veiculos.def456.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for a missing remote file and for a remote that was not built', async () => {
    const missing = await app.inject({ method: 'GET', url: '/remotes/fleet/static/js/nada.js', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Recurso não encontrado' });
    expect((await app.inject({ method: 'GET', url: '/remotes/finance/mf-manifest.json' })).statusCode).toBe(404);
  });
});

describe('precompressed files', () => {
  const js = '/static/js/app.789abc.js';

  it('sends the brotli copy to a browser that takes br, then gzip, then the file itself, varying on Accept-Encoding', async () => {
    const br = await app.inject({ method: 'GET', url: js, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('frota frota');

    const gz = await app.inject({ method: 'GET', url: js, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('frota frota');

    const plain = await app.inject({ method: 'GET', url: js, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toContain('frota frota');
  });

  it('keeps the cache rules of the file: hashed assets immutable, entry documents revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: js, headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/index.html', '/veiculos']) {
      const res = await app.inject({ method: 'GET', url, headers: { ...html, 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toContain('<title>Frota</title>');
    }
    const entry = await app.inject({ method: 'GET', url: '/remotes/fleet/remoteEntry.js', headers: { 'accept-encoding': 'gzip' } });
    expect(entry.headers['content-encoding']).toBe('gzip');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
  });

  it('falls back to the file where there is no copy in the encoding asked for', async () => {
    const noGzip = await app.inject({ method: 'GET', url: '/', headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(noGzip.headers['content-encoding']).toBeUndefined();
    expect(noGzip.body).toContain('<title>Frota</title>');
    const small = await app.inject({ method: 'GET', url: '/static/js/index.abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('answers HEAD and a revalidation with the copy\'s headers', async () => {
    const head = await app.inject({ method: 'HEAD', url: js, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
    const first = await app.inject({ method: 'GET', url: '/remotes/fleet/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    const again = await app.inject({
      method: 'GET',
      url: '/remotes/fleet/remoteEntry.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('without any build', () => {
  it('the API still works and / answers 404', async () => {
    const bare = await build({ config: { webRoot: path.join(webRoot, 'nao-existe') } });
    expect((await bare.inject({ method: 'GET', url: '/', headers: html })).statusCode).toBe(404);
    expect((await bare.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
    expect((await bare.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.com', senha: 'x' } })).statusCode).toBe(401);
    await bare.close();
  });
});
