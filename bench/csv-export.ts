// The streamed CSV export (issue 18): GET /api/pagamentos.csv of the bench dataset's 100,000 payments on PGlite,
// over loopback HTTP, in the list's default order and sorted by due date. Reports the time, the size, and the
// process's resident memory before and at its peak while the file is written, sampled every 20 ms.
// Run: pnpm exec tsx bench/csv-export.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../api/src/app';
import { DEMO_ADMIN } from '../api/src/config';
import { semearBanco } from './dataset';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Reads the answer as it comes, keeping only its size and its line count. */
async function baixar(url: string, token: string): Promise<{ ms: number; bytes: number; linhas: number; picoRss: number }> {
  let picoRss = process.memoryUsage.rss();
  const amostra = setInterval(() => (picoRss = Math.max(picoRss, process.memoryUsage.rss())), 20);
  const inicio = performance.now();
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
    if (!res.ok || !res.body) throw new Error(`${url}: ${res.status}`);
    let bytes = 0;
    let linhas = 0;
    for await (const parte of res.body) {
      bytes += parte.byteLength;
      for (const byte of parte) if (byte === 10) linhas++;
    }
    return { ms: performance.now() - inicio, bytes, linhas, picoRss: Math.max(picoRss, process.memoryUsage.rss()) };
  } finally {
    clearInterval(amostra);
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'frota-bench-csv-'));
  try {
    const { counts, ms } = await semearBanco({ url: null, dataDir });
    console.log(`${counts.pagamentos} pagamentos semeados em ${(ms / 1000).toFixed(1)} s (PGlite em ${dataDir})`);
    const app = await buildApp({
      logger: false,
      startup: { seed: false },
      config: { dataDir, databaseUrl: null, jobs: false, seedDemo: false, logLevel: 'silent', webRoot: join(dataDir, 'sem-web') },
    });
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_ADMIN.email, senha: DEMO_ADMIN.password }) });
      const { token } = (await login.json()) as { token: string };
      // a first page warms the server (query plans, the locale's formatters)
      await fetch(`${base}/api/pagamentos?pageSize=500`, { headers: { authorization: `Bearer ${token}` } });
      for (const query of ['', '?sort=data_prevista&order=asc']) {
        const antes = process.memoryUsage.rss();
        const r = await baixar(`${base}/api/pagamentos.csv${query}`, token);
        console.log(
          `GET /api/pagamentos.csv${query}: ${r.linhas - 1} linhas, ${mb(r.bytes)} em ${(r.ms / 1000).toFixed(1)} s; RSS ${mb(antes)} antes, pico ${mb(r.picoRss)} (+${mb(r.picoRss - antes)})`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
