// Issue 20 in the API benchmark: two of our instances behind one PostgreSQL against one, and the API's compression
// both ways; the same alternating rounds as bench/api.ts, on its seeded database.
import { request } from 'node:http';
import { ab, ADMIN_ENV, latencia, ROTAS, rps, voltarAoConjunto, type Alvo, type Medida, type Rota } from './load';
import { CORES, hasTaskset, startServer, type Server } from './processes';
import type { Figure, Section } from './results';

const CONEXOES = 50;
const PORTAS = ['3001', '3002'] as const;

const razao = (a: Medida, b: Medida) => `${(b.rps ? a.rps / b.rps : 0).toFixed(2)}×`;
const medida = (nome: string, m: Medida) => `${nome} ${rps(m.rps)}, p99 ${latencia(m, 'p99')}${m.erros ? `, ${m.erros} errors` : ''}`;

/** One of ours on `porta`, with the env of the one-instance server. */
function instancia(porta: string, databaseUrl: string, core?: string): Promise<Server> {
  return startServer(`nossa :${porta}`, 'api/src/server.ts', { DATABASE_URL: databaseUrl, ...ADMIN_ENV, PORT: porta }, 'Frota em', core);
}

async function statusCom(server: Server, token: string | null): Promise<number> {
  const res = await fetch(`${server.url}/api/veiculos/1`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

async function duasContraUma(uma: Alvo, duas: Alvo, rota: Rota, databaseUrl: string, onde = ''): Promise<Figure> {
  console.log(`duas instâncias × uma, ${CONEXOES} conexões: ${rota.nome}${onde}`);
  const [u, d] = await ab(uma, duas, rota, CONEXOES);
  // the vehicles the POST rounds created would weigh on the next routes
  if (rota.method === 'POST') await voltarAoConjunto(databaseUrl);
  return { figure: `two instances ÷ one, ${rota.nome}${onde}: req/s`, budget: '—', measured: `${razao(d, u)} (${medida('two', d)}; ${medida('one', u)})`, pass: null };
}

/** Ours on :3001 and :3002 against `uma` (ours alone), every route; the servers it starts go in `servers`. */
export async function benchEscala(uma: Alvo, databaseUrl: string, servers: Server[]): Promise<Section> {
  const section: Section = { title: `Two instances of ours behind one PostgreSQL vs one (${CONEXOES} connections)`, figures: [], notes: [] };
  const primeira = await instancia(PORTAS[0], databaseUrl);
  servers.push(primeira);
  const segunda = await instancia(PORTAS[1], databaseUrl);
  servers.push(segunda);

  // sessions live in PostgreSQL: the one instance's token must open both
  const status = [await statusCom(primeira, uma.token), await statusCom(segunda, uma.token)];
  const aceito = status.every((s) => s === 200);
  section.figures.push({ figure: "one login token (the one instance's) accepted by both instances", budget: '200 on both', measured: `:${PORTAS[0]} ${status[0]}, :${PORTAS[1]} ${status[1]}`, pass: aceito });
  if (!aceito) return section;

  const duas: Alvo = { ...uma, server: primeira, replicas: [segunda] };
  for (const rota of ROTAS) section.figures.push(await duasContraUma(uma, duas, rota, databaseUrl));

  const pin = hasTaskset() ? `all three on core ${CORES.servidor}, autocannon on core ${CORES.carga} (taskset)` : 'taskset not found: nothing pinned';
  if (hasTaskset()) {
    // what the machine's other core gives the second instance, though autocannon runs there
    await segunda.stop();
    const noOutroNucleo = await instancia(PORTAS[1], databaseUrl, CORES.carga);
    servers.push(noOutroNucleo);
    const porId = ROTAS.find((r) => r.nome === 'vehicle by id')!;
    section.figures.push(await duasContraUma(uma, { ...duas, replicas: [noOutroNucleo] }, porId, databaseUrl, `, the second on core ${CORES.carga}`));
  }
  section.notes.push(
    `Ours on :${PORTAS[0]} and :${PORTAS[1]} (\`api/src/server.ts\`, the env of the one-instance server) against the one-instance server, all on database \`frota_bench\` and all running throughout; the rounds of the first section. autocannon takes both URLs (\`url: [a, b]\`; autocannon 9 gives connection i the URL i mod 2): ${CONEXOES / 2} connections each.`,
    `Pinning: ${pin}, so the two instances have the one instance's CPU and the figures say what splitting it costs or gains (two event loops, two pools of 10 PostgreSQL connections instead of one). The last figure moves the second instance to core ${CORES.carga}, which it shares with autocannon: the only spare core on this 2-core machine.`,
    `One login token for all: it was taken from the one-instance server, and with it GET /api/veiculos/1 answered ${status[0]} on :${PORTAS[0]} and ${status[1]} on :${PORTAS[1]}. Each instance keeps its own dashboard cache.`,
  );
  return section;
}

interface Resposta {
  status: number;
  bytes: number;
  codificacao: string | null;
}

/** The answer's bytes as they came over the wire: fetch would have decompressed them. */
function resposta(alvo: Alvo, path: string): Promise<Resposta> {
  return new Promise((resolve, reject) => {
    const headers = { ...(alvo.token ? { authorization: `Bearer ${alvo.token}` } : {}), ...alvo.cabecalhos };
    request(`${alvo.server.url}${path}`, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, codificacao: res.headers['content-encoding'] ?? null }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const bytes = (r: Resposta) => `${r.bytes.toLocaleString('en')} B ${r.codificacao ?? 'uncompressed'}${r.status === 200 ? '' : ` (HTTP ${r.status})`}`;

const CASOS = [
  // under the 1 KB threshold: asking for compression must cost nothing, and get none
  { nome: 'vehicle by id', budget: 'compressed ÷ plain ≥ 0.95× req/s and not compressed', pass: (c: Medida, s: Medida, r: Resposta) => c.rps >= 0.95 * s.rps && r.status === 200 && !r.codificacao },
  { nome: 'payments list page (25 rows)', budget: '—', pass: () => null },
];

/** Ours asked with `accept-encoding: br, gzip` against ours asked without, a small answer and a large one. */
export async function benchCompressao(nossa: Alvo): Promise<Section> {
  const section: Section = { title: `API compression both ways (ours on PostgreSQL, ${CONEXOES} connections)`, figures: [], notes: [] };
  const simples: Alvo = { ...nossa, cabecalhos: {} };
  const comprimida: Alvo = { ...nossa, cabecalhos: { 'accept-encoding': 'br, gzip' } };
  for (const caso of CASOS) {
    const rota = ROTAS.find((r) => r.nome === caso.nome)!;
    const path = rota.path();
    const [rs, rc] = [await resposta(simples, path), await resposta(comprimida, path)];
    console.log(`compressão, ${CONEXOES} conexões: ${rota.nome}`);
    const [c, s] = await ab(comprimida, simples, rota, CONEXOES);
    section.figures.push({
      figure: `${rota.nome}: compressed ÷ plain req/s (accept-encoding: br, gzip vs none)`,
      budget: caso.budget,
      measured: `${razao(c, s)} (${medida('compressed', c)}; ${medida('plain', s)}); ${path}: ${bytes(rc)} with the header, ${bytes(rs)} without (${((rc.bytes / rs.bytes) * 100).toFixed(0)}%)`,
      pass: caso.pass(c, s, rc),
    });
  }
  section.notes.push(
    'autocannon sends no accept-encoding unless told: here one side sends `accept-encoding: br, gzip` (br chosen first by the API) and the other none, to the same server, in the rounds of the first section. autocannon does not decompress, so the compressed side costs the server the compression and the client nothing.',
    'Bytes: one `node:http` request each way for the same path, the body counted as it came over the wire and `content-encoding` read from the answer. The API compresses answers of 1 KB or more (`api/src/plugins/compression.ts`).',
  );
  return section;
}
