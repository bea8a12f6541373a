import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import { apiError, MSG } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { StoredHeaders } from '../db/schema/idempotency-keys';
import { badRequest, HttpException } from '../http/errors';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long an answer is kept and replayed; the hourly cleanup deletes older keys. */
const KEY_KEPT_MS = 24 * 60 * 60 * 1000;
/**
 * A claim still running after this long belongs to a process that died (a request's queries time out in 30 s):
 * another request may take it over, so a crash does not pin the key for 24 hours.
 */
const KEY_ABANDONED_MS = 2 * 60 * 1000;

// 1 to 255 visible ASCII characters (RFC 9110 token-ish: no spaces, no controls)
const VALID_KEY = /^[\x21-\x7E]{1,255}$/;
const STORED_HEADER_NAMES = ['content-type', 'location', 'etag'] as const;

export interface IdempotencySettings {
  /** how long a repeat waits for the first request with its key to finish before answering 409 */
  waitMs: number;
  /** how often it looks again meanwhile (each look is one short query: nothing is held while waiting) */
  pollMs: number;
  /** the pause between two looks (tests watch it to know a repeat is waiting) */
  sleep: (ms: number) => Promise<unknown>;
}

/** Whose key it is: a staff user's or a driver's (issue 37). The same string sent by two owners is two keys. */
interface Dono {
  coluna: 'user_id' | 'motorista_id';
  id: number;
}

interface KeyedRequest {
  dono: Dono;
  chave: string;
  /** "POST /api/veiculos" */
  rota: string;
  hashCorpo: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** top-level answer fields kept as null: a replay never shows them (a temporary password is never stored in clear) */
    idempotencySecrets?: readonly string[];
  }
  interface FastifyRequest {
    /** the key this POST sent, checked, before it is claimed */
    idempotencyKey: KeyedRequest | null;
    /** set while this request holds the claim on its key: its answer completes or releases it */
    idempotencyClaim: KeyedRequest | null;
    /** the write kept its answer in its own transaction (answerInTransaction): once committed, it stands */
    idempotencyAnswerInTransaction: boolean;
  }
  interface FastifyInstance {
    idempotency: IdempotencySettings;
  }
}

/** The owner's key among every kept key. */
const daChave = (pedido: KeyedRequest) => and(eq(idempotencyKeys[pedido.dono.coluna], pedido.dono.id), eq(idempotencyKeys.chave, pedido.chave));

type ClaimOutcome =
  | { tipo: 'reivindicada' }
  | { tipo: 'concluida'; status: number; cabecalhos: StoredHeaders; corpo: string | null }
  | { tipo: 'reusada' }
  | { tipo: 'em_uso' };

/**
 * Claims the key for this request, in a statement that commits at once, so two instances (or two requests here)
 * agree on who runs it. A key that expired or was abandoned is taken over. When someone else holds it, waits up to
 * `waitMs` for its answer (looking again every `pollMs`, never holding a transaction: PGlite has one connection).
 */
async function claimKey(db: Db, pedido: KeyedRequest, settings: IdempotencySettings): Promise<ClaimOutcome> {
  const t = idempotencyKeys;
  const dono = t[pedido.dono.coluna];
  const limite = Date.now() + settings.waitMs;
  for (;;) {
    const claimed = await db
      .insert(t)
      .values({ [pedido.dono.coluna]: pedido.dono.id, chave: pedido.chave, rota: pedido.rota, hash_corpo: pedido.hashCorpo })
      .onConflictDoUpdate({
        // the owner's partial unique index: its WHERE lets PostgreSQL infer it
        target: [dono, t.chave],
        targetWhere: sql`${dono} is not null`,
        set: { rota: pedido.rota, hash_corpo: pedido.hashCorpo, estado: 'em_andamento', status: null, cabecalhos: null, corpo: null, created_at: sql`now()` },
        setWhere: sql`${t.created_at} < now() - make_interval(secs => ${KEY_KEPT_MS / 1000})
          or (${t.estado} = 'em_andamento' and ${t.created_at} < now() - make_interval(secs => ${KEY_ABANDONED_MS / 1000}))`,
      })
      .returning({ chave: t.chave });
    if (claimed.length) return { tipo: 'reivindicada' };

    const [atual] = await db
      .select()
      .from(t)
      .where(daChave(pedido))
      .limit(1);
    if (atual) {
      if (atual.rota !== pedido.rota || atual.hash_corpo !== pedido.hashCorpo) return { tipo: 'reusada' };
      if (atual.estado === 'concluida') {
        return { tipo: 'concluida', status: atual.status ?? 200, cabecalhos: atual.cabecalhos ?? {}, corpo: atual.corpo };
      }
    }
    // gone: the first failed and released it, so this one may run; still running: wait for its answer
    if (Date.now() >= limite) return { tipo: 'em_uso' };
    if (atual) await settings.sleep(settings.pollMs);
  }
}

/** Keeps the answer of the request that held the claim, for its repeats (never over an answer already kept). */
async function completeKey(db: Db, pedido: KeyedRequest, status: number, cabecalhos: StoredHeaders, corpo: string | null): Promise<void> {
  const t = idempotencyKeys;
  await db
    .update(t)
    .set({ estado: 'concluida', status, cabecalhos, corpo })
    .where(and(daChave(pedido), eq(t.estado, 'em_andamento')));
}

/** Keeps a keyed POST's answer in the write's own transaction: called last in it, with the status and body it answers. */
export type KeepAnswer = (tx: Db, status: number, body: unknown) => Promise<void>;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * For a POST that holds an Idempotency-Key: what its write calls inside its transaction, last, so the answer a
 * repeat gets commits with the write (a crash after the commit cannot let a repeat write twice); undefined for a
 * request without a key. The answer is written as the route serializes it, with the headers set on the reply by
 * then (set the ETag or Location before). The CRUD create uses it; a hand-written write passes it the same way.
 */
export function answerInTransaction(request: FastifyRequest, reply: FastifyReply): KeepAnswer | undefined {
  const pedido = request.idempotencyClaim;
  if (!pedido) return undefined;
  return async (tx, status, body) => {
    void reply.code(status);
    let corpo: string | null = null;
    if (body !== undefined && body !== null) {
      if (!reply.hasHeader('content-type')) void reply.type(JSON_TYPE);
      const serialized = reply.serialize(body);
      corpo = withoutSecrets(typeof serialized === 'string' ? serialized : Buffer.from(serialized as ArrayBuffer).toString('utf8'), request.routeOptions.config?.idempotencySecrets);
    }
    await completeKey(tx, pedido, status, storedHeaders(reply.getHeaders()), corpo);
    request.idempotencyAnswerInTransaction = true;
  };
}

/** Gives the key back (the request failed, nothing was written): a retry runs again. */
async function releaseKey(db: Db, pedido: KeyedRequest): Promise<void> {
  const t = idempotencyKeys;
  await db.delete(t).where(and(daChave(pedido), eq(t.estado, 'em_andamento')));
}

/** Deletes keys older than 24 hours (the hourly cleanup). */
export async function deleteExpiredKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, new Date(now.getTime() - KEY_KEPT_MS)));
}

/** The session's owner; none on a route without a session (the logins: their answer is a token, never kept). */
function donoDe(request: FastifyRequest): Dono | null {
  if (request.user) return { coluna: 'user_id', id: request.user.id };
  if (request.motorista) return { coluna: 'motorista_id', id: request.motorista.motoristaId };
  return null;
}

const isApiPost = (request: FastifyRequest) => request.method === 'POST' && (request.routeOptions.url ?? '').startsWith('/api/');

/**
 * A route that reads its body itself (a multipart upload, read in its own preValidation, after the key was taken)
 * names what it read here, so a resend with other content under the same key is a 422 as for JSON.
 */
export function keyedBodyIs(request: FastifyRequest, body: unknown): void {
  if (request.idempotencyKey) request.idempotencyKey.hashCorpo = bodyHash(body);
}

function bodyHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

function storedHeaders(headers: Record<string, unknown>): StoredHeaders {
  const out: StoredHeaders = {};
  for (const name of STORED_HEADER_NAMES) {
    const value = headers[name];
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

const POST_DOC =
  `Aceita \`${IDEMPOTENCY_KEY_HEADER}\` (1 a 255 caracteres visíveis): repetida pelo mesmo usuário (ou motorista) com o mesmo corpo em 24 h, ` +
  `devolve a primeira resposta com \`${REPLAYED_HEADER}: true\` sem gravar de novo.`;

/**
 * `Idempotency-Key` on every POST under /api: the first request with a key runs and its answer (2xx or 4xx) is kept
 * for 24 hours per user, staff or driver; a repeat with the same body gets that answer again, with
 * `Idempotent-Replayed: true`, and writes nothing. The key is claimed in the database before the handler runs, so
 * concurrent repeats (on any instance) never write twice: they wait for the first answer or get 409. A 5xx releases
 * the key for a retry, unless the write kept its answer in its own transaction (answerInTransaction): then the write
 * committed, and that answer stands. Routes without a session (the staff login, the driver's sign-in by link) accept
 * the header but keep nothing: their answer is a token.
 */
async function idempotencyPlugin(app: FastifyInstance) {
  app.decorate('idempotency', { waitMs: 5_000, pollMs: 50, sleep: (ms: number) => sleep(ms) } satisfies IdempotencySettings);
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('idempotencyAnswerInTransaction', false);

  // the OpenAPI document tells of the header and of the answers it adds
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!schema || schema.hide || !methods.includes('POST') || !route.url.startsWith('/api/') || route.config?.public === true) return;
    schema.description = schema.description ? `${schema.description}\n\n${POST_DOC}` : POST_DOC;
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    response[400] ??= apiError.describe(MSG.chaveIdempotenciaInvalida);
    response[409] ??= apiError.describe(MSG.chaveIdempotenciaEmUso);
    response[422] = apiError.describe(MSG.chaveIdempotenciaReusada);
    schema.response = response;
  });

  // after the session check (onRequest) and the body parsing, before the body is validated
  app.addHook('preValidation', async (request) => {
    if (!isApiPost(request)) return;
    const chave = request.headers['idempotency-key'];
    if (chave === undefined) return;
    // a repeated header arrives joined by ", ": the space makes it invalid, as it should be
    if (typeof chave !== 'string' || !VALID_KEY.test(chave)) throw badRequest(undefined, MSG.chaveIdempotenciaInvalida);
    const dono = donoDe(request);
    if (!dono) return;
    request.idempotencyKey = { dono, chave, rota: `POST ${request.url}`, hashCorpo: bodyHash(request.body) };
  });

  // after validation: a body refused by its schema is answered 400 and keeps nothing
  app.addHook('preHandler', async (request, reply) => {
    const pedido = request.idempotencyKey;
    if (!pedido) return;
    const resultado = await claimKey(app.db, pedido, app.idempotency);
    switch (resultado.tipo) {
      case 'reivindicada':
        request.idempotencyClaim = pedido;
        return;
      case 'reusada':
        throw new HttpException(422, MSG.chaveIdempotenciaReusada);
      case 'em_uso':
        throw new HttpException(409, MSG.chaveIdempotenciaEmUso);
      case 'concluida':
        for (const [name, value] of Object.entries(resultado.cabecalhos)) void reply.header(name, value);
        void reply.code(resultado.status).header(REPLAYED_HEADER, 'true').send(resultado.corpo ?? undefined);
        return reply;
    }
  });

  // before the answer leaves: a repeat arriving right after it finds it kept
  app.addHook('onSend', async (request, reply, payload) => {
    const pedido = request.idempotencyClaim;
    if (!pedido) return payload;
    request.idempotencyClaim = null;
    // kept by the write's transaction, which committed: nothing left to do (a failure after the commit is a 5xx, and
    // a release or a completion here only ever touches a key still em_andamento, so the kept answer stands)
    if (request.idempotencyAnswerInTransaction && reply.statusCode < 400) return payload;
    const guardavel = payload === null || payload === undefined || typeof payload === 'string';
    try {
      if (reply.statusCode >= 500 || !guardavel) await releaseKey(app.db, pedido);
      else {
        const corpo = withoutSecrets((payload as string | null | undefined) ?? null, request.routeOptions.config?.idempotencySecrets);
        await completeKey(app.db, pedido, reply.statusCode, storedHeaders(reply.getHeaders()), corpo);
      }
    } catch (err) {
      // the answer itself goes out; the key stays claimed until it counts as abandoned
      request.log.error({ err }, 'não foi possível registrar a chave de idempotência');
    }
    return payload;
  });
}

function withoutSecrets(corpo: string | null, secrets: readonly string[] | undefined): string | null {
  if (!secrets?.length || corpo === null) return corpo;
  const parsed: unknown = JSON.parse(corpo);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return corpo;
  return JSON.stringify({ ...parsed, ...Object.fromEntries(secrets.filter((name) => name in parsed).map((name) => [name, null])) });
}

export default fp(idempotencyPlugin, { name: 'idempotency', dependencies: ['db'] });
