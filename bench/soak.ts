// Soak test (issue 8), outside the test line: `pnpm soak`.
// Starts the API as its own process on PGlite (a new data folder) and, when SOAK_DATABASE_URL names an empty
// PostgreSQL database, on PostgreSQL too; runs SOAK_SECONDS (300) of mixed reads and writes over
// SOAK_CONNECTIONS (50) keep-alive connections; reports errors (must be 0), p50 and p99, and the server's RSS
// at the start, during and at the end. Exits 1 when a request failed.
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { cnhFromBase } from '../shared/src/domain/cnh';
import { cpfFromBase } from '../shared/src/domain/cpf';
import { startServer } from './processes';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 50);
const ADMIN = { email: 'soak@frota.com.br', senha: 'soak-senha-segura' };
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

interface Answer {
  status: number;
  body: string;
}

let server: URL;

function request(method: string, url: string, token: string | null, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        agent,
        host: server.hostname,
        port: server.port,
        method,
        path: url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const placa = (n: number) => `SOK${n % 10}${String.fromCharCode(65 + (Math.floor(n / 10) % 26))}${String(n % 100).padStart(2, '0')}`;
const cpf = (n: number) => cpfFromBase(String(100_000_000 + n).slice(-9));

async function must(answer: Promise<Answer>, what: string): Promise<Record<string, unknown>> {
  const res = await answer;
  if (res.status >= 400) throw new Error(`${what}: ${res.status} ${res.body.slice(0, 300)}`);
  return res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {};
}

/** A few rows of each kind for the reads and writes to work on. */
async function prepare(token: string): Promise<{ veiculos: number[]; motoristas: number[] }> {
  const veiculos: number[] = [];
  const motoristas: number[] = [];
  for (let i = 0; i < 30; i++) {
    const v = await must(
      request('POST', '/api/veiculos', token, { placa: placa(i), modelo: 'onix', marca: 'chevrolet', ano_fabricacao: 2022, quilometragem_inicial: 1000 * i, data_aquisicao: '2024-01-10', valor_compra: 70000, observacoes: null }),
      'veículo',
    );
    veiculos.push(Number(v.id));
    const m = await must(
      request('POST', '/api/motoristas', token, { nome: `Motorista ${i}`, cpf: cpf(i + 1), rg: '12.345.678-9', data_nascimento: '1990-05-01', cnh: cnhFromBase(String(100_000_000 + i)), categoria_cnh: 'B', validade_cnh: '2030-01-01', telefone: '(11) 91234-5678', email: `m${i}@frota.com.br`, endereco: 'Rua A, 1' }),
      'motorista',
    );
    motoristas.push(Number(m.id));
  }
  for (let i = 0; i < 10; i++) {
    await must(request('POST', '/api/contratos', token, { veiculo_id: veiculos[i], motorista_id: motoristas[i], data_inicio: '2025-01-06', data_fim: null, valor_aluguel: 600, status_contrato: 'ativo' }), 'contrato');
  }
  return { veiculos, motoristas };
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

interface Result {
  banco: string;
  requisicoes: number;
  erros: number;
  exemplosDeErro: string[];
  p50: number;
  p99: number;
  rss: { inicio: number; fim: number; amostras: number[] };
}

async function soak(banco: string, env: Record<string, string>): Promise<Result> {
  // DATABASE_URL empty unless given: the PGlite run must not pick one up from this shell
  const api = await startServer(`API (${banco})`, 'api/src/server.ts', { DATABASE_URL: '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.senha, ...env }, 'Frota em');
  server = new URL(api.url);
  const pid = api.pid;
  try {
    const login = await must(request('POST', '/api/login', null, ADMIN), 'login');
    const token = String(login.token);
    const { veiculos, motoristas } = await prepare(token);
    const rssStart = await rssMb(pid);
    const samples: number[] = [];
    const sampler = setInterval(() => void rssMb(pid).then((mb) => samples.push(mb)), 10_000);

    const latencies: number[] = [];
    const errors: string[] = [];
    let counter = 0;
    const until = Date.now() + SECONDS * 1000;

    const operation = async (): Promise<void> => {
      const roll = Math.random();
      const v = pick(veiculos);
      if (roll < 0.4) await expectOk(request('GET', `/api/veiculos?page=${1 + Math.floor(Math.random() * 2)}&pageSize=25&q=${pick(['', 'onix', 'SOK'])}`, token), 'lista');
      else if (roll < 0.55) await expectOk(request('GET', '/api/dashboard/stats', token), 'dashboard');
      else if (roll < 0.65) await expectOk(request('GET', `/api/veiculos/${v}/relatorio`, token), 'relatório');
      else if (roll < 0.75) await expectOk(request('GET', '/api/pagamentos?page=1&pageSize=25&sort=data_prevista&order=desc', token), 'pagamentos');
      else if (roll < 0.85)
        await expectOk(
          request('POST', '/api/manutencoes', token, { veiculo_id: v, tipo_manutencao: 'corretiva', descricao: `Soak ${counter++}`, data_manutencao: '2025-02-01', quilometragem: 20000, custo: 120.5 }),
          'manutenção',
        );
      else if (roll < 0.95) {
        const current = JSON.parse((await expectOk(request('GET', `/api/veiculos/${v}`, token), 'veículo')).body) as Record<string, unknown>;
        const { id: _id, ...data } = current;
        await expectOk(request('PUT', `/api/veiculos/${v}`, token, { ...data, observacoes: `Revisado ${counter++}` }), 'atualização');
      } else {
        const multa = await expectOk(
          request('POST', '/api/multas', token, { veiculo_id: v, motorista_id: pick(motoristas), data_multa: '2025-03-01T12:00:00Z', data_vencimento: '2025-04-01T12:00:00Z', valor_multa: 195.23, motivo: 'Soak', observacoes: null, transferido_para_condutor: false }),
          'multa',
        );
        await expectOk(request('DELETE', `/api/multas/${String((JSON.parse(multa.body) as { id: number }).id)}`, token), 'exclusão');
      }
    };

    async function expectOk(answer: Promise<Answer>, what: string): Promise<Answer> {
      const started = performance.now();
      try {
        const res = await answer;
        latencies.push(performance.now() - started);
        if (res.status >= 400) errors.push(`${what}: ${res.status} ${res.body.slice(0, 200)}`);
        return res;
      } catch (err) {
        latencies.push(performance.now() - started);
        errors.push(`${what}: ${err instanceof Error ? err.message : String(err)}`);
        throw err;
      }
    }

    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until) await operation().catch(() => {});
      }),
    );
    clearInterval(sampler);
    const rssEnd = await rssMb(pid);
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
    return { banco, requisicoes: latencies.length, erros: errors.length, exemplosDeErro: [...new Set(errors)].slice(0, 5), p50: at(0.5), p99: at(0.99), rss: { inicio: rssStart, fim: rssEnd, amostras: samples } };
  } finally {
    await api.stop();
  }
}

async function main(): Promise<void> {
  const results: Result[] = [];
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'frota-soak-'));
  try {
    results.push(await soak('PGlite', { DATA_DIR: dataDir }));
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  if (process.env.SOAK_DATABASE_URL) results.push(await soak('PostgreSQL', { DATABASE_URL: process.env.SOAK_DATABASE_URL }));
  else process.stdout.write('SOAK_DATABASE_URL não definido: só PGlite (defina-o com um banco PostgreSQL vazio para medir os dois)\n');

  process.stdout.write(`\nSoak: ${SECONDS} s, ${CONNECTIONS} conexões, leituras e gravações misturadas (${os.cpus().length} CPUs, carga ${os.loadavg()[0]!.toFixed(2)})\n`);
  for (const r of results) {
    process.stdout.write(
      `${r.banco}: ${r.requisicoes} requisições (${(r.requisicoes / SECONDS).toFixed(0)}/s), erros ${r.erros}, p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
        `RSS ${r.rss.inicio} MB no início → ${r.rss.fim} MB no fim (amostras a cada 10 s: ${r.rss.amostras.join(', ')})\n`,
    );
    for (const e of r.exemplosDeErro) process.stdout.write(`  erro: ${e}\n`);
  }
  process.stdout.write(`${JSON.stringify(results)}\n`);
  process.exitCode = results.some((r) => r.erros > 0) ? 1 : 0;
}

main().catch((err: unknown) => {
  process.stderr.write(`Soak falhou: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
