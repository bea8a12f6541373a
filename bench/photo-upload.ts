// A vistoria photo's upload (issue 34): a 300 KB JPEG sent as multipart, typed by its bytes, sized by sharp, stored
// with its row in one transaction (the folder back end under DATA_DIR). One request at a time over loopback HTTP
// on the demo data. Budget: p50 < 300 ms on this machine.
// Run: pnpm exec tsx bench/photo-upload.ts   (BENCH_REQUESTS=100 by default)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../api/src/app';
import { DEMO_ADMIN } from '../api/src/config';

const PEDIDOS = Number(process.env.BENCH_REQUESTS ?? 100);
const ORCAMENTO_P50 = 300;
const ALVO_BYTES = 300 * 1024;

const quantil = (ordenados: number[], q: number) => ordenados[Math.min(ordenados.length - 1, Math.floor(q * ordenados.length))]!;

/** A JPEG of about 300 KB, as a phone's after browser compression: noise does not compress, so its size is set by its pixels. */
async function fotoDe300KB(): Promise<Buffer> {
  let lado = 400;
  for (;;) {
    const pixels = Buffer.alloc(lado * Math.round(lado * 0.75) * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(pixels, { raw: { width: lado, height: Math.round(lado * 0.75), channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
    if (jpeg.length >= ALVO_BYTES * 0.95) return jpeg;
    lado = Math.round(lado * Math.sqrt(ALVO_BYTES / jpeg.length) * 1.02);
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'frota-bench-fotos-'));
  const app = await buildApp({ logger: false, config: { dataDir, jobs: false, seedDemo: true, logLevel: 'silent', webRoot: join(dataDir, 'sem-web') } });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO_ADMIN.email, senha: DEMO_ADMIN.password }) });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const [contrato] = (await (await fetch(`${base}/api/contratos?status_contrato=ativo&pageSize=1`, { headers })).json()) as { id: number; veiculo_id: number }[];
    const veiculo = (await (await fetch(`${base}/api/veiculos/${String(contrato!.veiculo_id)}`, { headers })).json()) as { quilometragem_atual: number };
    const criada = await fetch(`${base}/api/vistorias`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        contrato_id: contrato!.id,
        veiculo_id: contrato!.veiculo_id,
        tipo: 'entrega',
        realizada_em: new Date().toISOString(),
        quilometragem: veiculo.quilometragem_atual,
        combustivel_oitavos: 8,
        itens: [],
        avarias: [],
        status: 'rascunho',
      }),
    });
    if (criada.status !== 201) throw new Error(`vistoria: ${String(criada.status)} ${await criada.text()}`);
    const { id } = (await criada.json()) as { id: number };
    const foto = await fotoDe300KB();

    const enviar = async () => {
      const form = new FormData();
      form.append('angulo', 'frente');
      form.append('arquivo', new Blob([new Uint8Array(foto)], { type: 'image/jpeg' }), 'frente.jpg');
      const res = await fetch(`${base}/api/vistorias/${String(id)}/fotos`, { method: 'POST', headers, body: form });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`upload: ${String(res.status)}`);
    };
    for (let i = 0; i < 10; i++) await enviar();
    const tempos: number[] = [];
    for (let i = 0; i < PEDIDOS; i++) {
      const t = performance.now();
      await enviar();
      tempos.push(performance.now() - t);
    }
    tempos.sort((a, b) => a - b);
    const p50 = quantil(tempos, 0.5);
    const passa = p50 < ORCAMENTO_P50;
    console.log(
      `photo upload (${(foto.length / 1024).toFixed(0)} KB JPEG, PGlite, folder storage) p50 ${p50.toFixed(1)} ms, p90 ${quantil(tempos, 0.9).toFixed(1)} ms, p99 ${quantil(tempos, 0.99).toFixed(1)} ms over ${String(PEDIDOS)}${passa ? '' : '  ACIMA DO ORÇAMENTO'}`,
    );
    process.exitCode = passa ? 0 : 1;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
