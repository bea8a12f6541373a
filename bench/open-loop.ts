// Open-loop load: requests start at a fixed rate whatever the server answers, as users arrive, and each latency is
// counted from the moment its request was due (not from when a free connection sent it), as wrk2 does. A closed loop
// of N connections (autocannon's, even with overallRate: each connection spends its quota for the second back to
// back, all connections at the turn of the second) measures the queue it builds itself, p50 ≈ N ÷ req/s.
import { Agent, request } from 'node:http';

export interface Pedido {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface Alvo {
  url: string;
  headers: Record<string, string>;
}

export interface Aberta {
  /** the rate asked for, req/s */
  taxa: number;
  /** answers received in the window */
  respostas: number;
  /** non-2xx answers, socket errors and requests not answered in the window's end plus 10 s */
  erros: number;
  p50: number;
  p99: number;
  max: number;
}

// enough sockets for 50 ms of queue at 6,400 req/s, so that the pool is never what makes a request wait
const MAX_SOCKETS = 512;

/** `taxa` requests a second for `segundos`, spaced evenly; latencies in ms from each request's due time. */
export async function cargaAberta(alvo: Alvo, proximo: () => Pedido, taxa: number, segundos: number): Promise<Aberta> {
  const agent = new Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  const total = Math.round(taxa * segundos);
  const latencias: number[] = [];
  let erros = 0;
  let pendentes = 0;
  let enviados = 0;
  const intervalo = 1000 / taxa;
  const inicio = performance.now();

  await new Promise<void>((fim) => {
    const terminou = () => {
      if (enviados === total && pendentes === 0) fim();
    };
    const enviar = (devido: number) => {
      const pedido = proximo();
      pendentes++;
      const req = request(`${alvo.url}${pedido.path}`, {
        agent,
        method: pedido.method,
        headers: { ...alvo.headers, ...(pedido.body ? { 'content-length': Buffer.byteLength(pedido.body) } : {}) },
        timeout: segundos * 1000 + 10_000,
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode && res.statusCode >= 200 && res.statusCode < 300) latencias.push(performance.now() - devido);
          else erros++;
          pendentes--;
          terminou();
        });
      });
      const falhou = () => {
        erros++;
        pendentes--;
        terminou();
      };
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', falhou);
      req.end(pedido.body);
    };
    // a timer wakes up late and in steps of ~1 ms: each wake-up sends every request due by then, with its own due time
    const tick = () => {
      const agora = performance.now();
      while (enviados < total && inicio + enviados * intervalo <= agora) enviar(inicio + enviados++ * intervalo);
      if (enviados < total) setTimeout(tick, Math.max(0, inicio + enviados * intervalo - performance.now()));
      else terminou();
    };
    tick();
  });
  agent.destroy();
  latencias.sort((a, b) => a - b);
  const q = (p: number) => (latencias.length ? latencias[Math.min(latencias.length - 1, Math.floor(p * latencias.length))]! : Infinity);
  return { taxa, respostas: latencias.length, erros, p50: q(0.5), p99: q(0.99), max: latencias.at(-1) ?? Infinity };
}

export interface Busca {
  /** the highest rate tried whose p99 stayed within the limit, with no error; 0 when none did */
  taxa: number;
  /** every rate tried, in order */
  tentativas: Aberta[];
}

/**
 * The highest rate whose p99 stays ≤ `limiteMs` with no error: from `inicial`, doubling while it holds (halving while
 * it does not), then bisecting between the last rate that held and the first that did not, to within ~10 %.
 */
export async function taxaMaxima(medir: (taxa: number) => Promise<Aberta>, limiteMs: number, inicial: number, teto: number): Promise<Busca> {
  const tentativas: Aberta[] = [];
  const cabe = async (taxa: number) => {
    const m = await medir(taxa);
    tentativas.push(m);
    return m.erros === 0 && m.p99 <= limiteMs;
  };
  let baixa = 0;
  let alta = Infinity;
  let taxa = inicial;
  if (await cabe(taxa)) {
    baixa = taxa;
    while (baixa < teto && (await cabe((taxa = Math.min(teto, baixa * 2))))) baixa = taxa;
    if (baixa < teto) alta = taxa;
  } else {
    alta = taxa;
    while (alta > 5 && !(await cabe((taxa = Math.round(alta / 2))))) alta = taxa;
    if (alta > 5) baixa = taxa;
  }
  while (baixa > 0 && alta !== Infinity && alta / baixa > 1.1) {
    taxa = Math.round(Math.sqrt(baixa * alta));
    if (await cabe(taxa)) baixa = taxa;
    else alta = taxa;
  }
  return { taxa: baixa, tentativas };
}
