import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inserirVeiculo } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { COMPRESSION_THRESHOLD } from './compression';

const api = useApiTest();

async function dezVeiculos() {
  for (let i = 0; i < 10; i += 1) await inserirVeiculo(api.db, { observacoes: `Revisado na concessionária, pneus novos (${i})` });
}

describe('compressed API answers', () => {
  it('compresses a JSON list of 1 KB or more in brotli or gzip, as asked, and varies on Accept-Encoding', async () => {
    await dezVeiculos();
    const plain = await api.inject({ method: 'GET', url: '/api/veiculos' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD);

    const br = await api.inject({ method: 'GET', url: '/api/veiculos', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await api.inject({ method: 'GET', url: '/api/veiculos', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('keeps X-Total-Count and the cache rule on a compressed page', async () => {
    await dezVeiculos();
    const res = await api.inject({ method: 'GET', url: '/api/veiculos?page=1&pageSize=8', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['x-total-count']).toBe('10');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toHaveLength(8);
  });

  it('leaves an answer under 1 KB as it is', async () => {
    await inserirVeiculo(api.db);
    const res = await api.inject({ method: 'GET', url: '/api/veiculos', headers: { 'accept-encoding': 'br, gzip' } });
    expect(Buffer.byteLength(res.body)).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveLength(1);
    const error = await api.inject({ method: 'GET', url: '/api/veiculos/999999', headers: { 'accept-encoding': 'br' } });
    expect(error.statusCode).toBe(404);
    expect(error.headers['content-encoding']).toBeUndefined();
    expect(error.json()).toHaveProperty('message');
  });

  it('still answers HEAD: the status and type of the GET, no body', async () => {
    await dezVeiculos();
    const head = await api.inject({ method: 'HEAD', url: '/api/veiculos?page=1&pageSize=8', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('application/json');
    expect(head.headers['x-total-count']).toBe('10');
    expect(head.body).toBe('');
  });

  it('does not compress outside the API: /config.json is served plain', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/config.json', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
