// The bank-statement reconciliation (issue 36): a 5,000-line OFX (a busy account's quarter) imported over loopback
// HTTP to `POST /api/conciliacao/extratos`, then every open line read with its proposal (`GET
// /api/conciliacao/lancamentos`, pages of 500), on the demo data: a fifth of the credits carry a Frota txid, a fifth
// a driver's name, the rest anything. Budget: import and proposals together < 3 s on this machine.
// Run: pnpm exec tsx bench/conciliacao.ts   (PGlite on disk; BENCH_DATABASE_URL=postgres://… for PostgreSQL;
// an empty database; BENCH_LINHAS to change the size)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../api/src/app';
import { DEMO_ADMIN } from '../api/src/config';
import { queryRows } from '../api/src/db/client';
import { EM_ABERTO } from '../api/src/razao/definicoes';
import { seedDemo } from '../api/src/seed';

const BENCH_ADMIN = { email: 'bench@frota.com.br', password: 'Conciliacao-Bench-2026!' };

const LINHAS = Number(process.env.BENCH_LINHAS ?? 5000);
const ORCAMENTO_MS = 3000;
const PAGINA = 500;

function ofx(linhas: { fitid: string; data: string; valor: string; memo: string }[]): string {
  const trns = linhas.map((l) => `<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>${l.data}120000[-3:BRT]\n<TRNAMT>${l.valor}\n<FITID>${l.fitid}\n<MEMO>${l.memo}\n</STMTTRN>`).join('\n');
  return `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>0341\n<ACCTID>BENCH\n</BANKACCTFROM>\n<BANKTRANLIST>\n${trns}\n</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'frota-bench-ofx-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? null;
  // PostgreSQL gets no demo login and no demo rows at its first start (a real deployment): the bench names its
  // administrator and seeds the same rows itself
  const admin = databaseUrl ? BENCH_ADMIN : { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password };
  const app = await buildApp({
    logger: false,
    config: { dataDir, databaseUrl, jobs: false, seedDemo: true, logLevel: 'silent', webRoot: join(dataDir, 'sem-web'), ...(databaseUrl ? { adminEmail: admin.email, adminPassword: admin.password, demoAdmin: false } : {}) },
  });
  try {
    if (databaseUrl) await seedDemo(app.db);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: admin.email, senha: admin.password }) });
    if (!login.ok) throw new Error(`login: ${String(login.status)} ${await login.text()} (BENCH_DATABASE_URL must name an empty database)`);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const abertas = await queryRows<{ pagamento_id: number; nome: string; em_aberto: string; data_prevista: string }>(
      app.db,
      sql`select e.pagamento_id, m.nome, e.em_aberto, replace(e.data_prevista::text, '-', '') as data_prevista from ${EM_ABERTO} e join motoristas m on m.id = e.motorista_id order by e.pagamento_id`,
    );
    const linhas = Array.from({ length: LINHAS }, (_, i) => {
      const a = abertas[i % Math.max(1, abertas.length)];
      const tipo = i % 5;
      const fitid = `bench-${String(i)}`;
      if (a && tipo === 0) return { fitid, data: a.data_prevista, valor: String(a.em_aberto), memo: `PIX TRANSF FROTA${String(a.pagamento_id)}` };
      if (a && tipo === 1) return { fitid, data: a.data_prevista, valor: String(a.em_aberto), memo: `PIX RECEBIDO - ${a.nome.toUpperCase()}` };
      return { fitid, data: '20261120', valor: (100 + ((i * 2654435761) >>> 0) % 90_000 / 100).toFixed(2), memo: `PIX RECEBIDO - PAGADOR ${String(i)}` };
    });
    const arquivo = new Blob([ofx(linhas)], { type: 'application/x-ofx' });
    // the demo's own open bank lines are listed and proposed too
    const [contagem] = await queryRows<{ antes: number }>(app.db, sql`select count(*)::int as antes from lancamentos_bancarios where status = 'aberto'`);
    const antes = contagem?.antes ?? 0;

    const inicio = performance.now();
    const form = new FormData();
    form.append('arquivo', arquivo, 'extrato.ofx');
    const resposta = await fetch(`${base}/api/conciliacao/extratos`, { method: 'POST', headers, body: form });
    if (!resposta.ok) throw new Error(`POST extratos: ${String(resposta.status)} ${await resposta.text()}`);
    const importado = (await resposta.json()) as { novos: number };
    const importou = performance.now() - inicio;
    let propostas = 0;
    let exatos = 0;
    for (let page = 1; ; page++) {
      const res = await fetch(`${base}/api/conciliacao/lancamentos?status=aberto&page=${String(page)}&pageSize=${String(PAGINA)}`, { headers });
      if (!res.ok) throw new Error(`GET lancamentos: ${String(res.status)} ${await res.text()}`);
      const pagina = (await res.json()) as { proposta: { tipo: string } | null }[];
      propostas += pagina.filter((l) => l.proposta).length;
      exatos += pagina.filter((l) => l.proposta?.tipo === 'exato').length;
      if (pagina.length < PAGINA) break;
    }
    const total = performance.now() - inicio;

    const denovo = performance.now();
    const form2 = new FormData();
    form2.append('arquivo', arquivo, 'extrato.ofx');
    const repetido = (await (await fetch(`${base}/api/conciliacao/extratos`, { method: 'POST', headers, body: form2 })).json()) as { ja_importados: number };
    const reimportou = performance.now() - denovo;

    const banco = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(`| OFX of ${LINHAS.toLocaleString('en')} credits imported and every open line proposed (${banco}, loopback, demo data) | < ${String(ORCAMENTO_MS)} ms | ${total.toFixed(0)} ms (import ${importou.toFixed(0)} ms: ${String(importado.novos)} new; ${String(propostas)} proposals, ${String(exatos)} exato) | ${total < ORCAMENTO_MS && propostas === LINHAS + antes ? 'pass' : '**FAIL**'} |`);
    console.log(`| the same OFX again | nothing added | ${reimportou.toFixed(0)} ms, ${String(repetido.ja_importados)} já importados | ${repetido.ja_importados === LINHAS ? 'pass' : '**FAIL**'} |`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
