import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { apiError, endpointOf, idParams, listQuery, MSG, PAGE_SIZE_MAX } from '@frota/shared/domain';
import { ALL_OPERATIONS, type ResourceDefinition, type Row } from './definition';
import { ERROR_TEXTS } from '../http/errors';
import { createResourceService } from './service';
import type { ListResult } from './list-service';
import { preconditionFailed, type BeforeCommit, type ExpectedVersao } from './write-service';
import { answerInTransaction } from '../plugins/idempotency';
import { autorDe } from '../auditoria/registrar';
import { colunasQuery, CSV_BATCH_SIZE, CSV_DESCRIPTION, csvResponse, sendCsv } from './csv';

type IdParams = z.output<typeof idParams>;

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

export const LIST_DESCRIPTION = `Uma página (\`page\`, \`pageSize\` até ${PAGE_SIZE_MAX}; sem eles, as primeiras ${PAGE_SIZE_MAX} linhas), o total em \`${TOTAL_COUNT_HEADER}\` e a próxima página no cabeçalho \`Link\` (rel="next").`;

/** RFC 8288: the same list's next page, with its filters, while rows are left after this one. */
function nextPageLink(url: string, { total, page, pageSize }: ListResult): string | null {
  if (page * pageSize >= total) return null;
  const [path, search] = url.split('?');
  const query = new URLSearchParams(search);
  query.set('page', String(page + 1));
  query.set('pageSize', String(pageSize));
  return `<${path}?${query.toString()}>; rel="next"`;
}

/** A list's answer: its rows, the whole count in X-Total-Count, and the next page in Link. */
export function listAnswer(request: FastifyRequest, reply: FastifyReply, result: ListResult): Row[] {
  reply.header(TOTAL_COUNT_HEADER, String(result.total));
  const next = nextPageLink(request.url, result);
  if (next) reply.header('Link', next);
  return result.rows;
}

/** `"3"`: a row's version as its entity tag (GET by id, POST and PUT answer it; PUT and DELETE compare If-Match). */
export const etag = (versao: unknown): string => `"${String(versao)}"`;

// a version fits an integer column: 9 digits at most, so a longer one is a mismatch, never an SQL error
const ENTITY_TAG = /^(?:W\/)?"(\d{1,9})"$|^(\d{1,9})$/;

/**
 * The version an If-Match header asks for: `"3"`, `W/"3"` and `3` are version 3, `*` is any row; absent checks
 * nothing. Anything else (a list, garbage) can never match the row: 412, like a stale version.
 */
export function versaoFromIfMatch(header: string | undefined): ExpectedVersao {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (value === '*') return '*';
  const match = ENTITY_TAG.exec(value);
  if (!match) throw preconditionFailed();
  return Number(match[1] ?? match[2]);
}

const IF_MATCH_DOC =
  'Com `If-Match: "<versao>"` (o `ETag` do GET por id) só grava se o registro ainda estiver nessa versão; senão responde 412 e nada muda. Sem `If-Match` grava como sempre.';

const errors = {
  400: apiError.describe('Dados inválidos (mensagens por campo em `errors`)'),
  401: apiError.describe('Sem sessão válida'),
};

/** The querystring of a list: paging, search, sort among the resource's keys, and its filters. */
export function listQuerySchema(def: ResourceDefinition) {
  const sortKeys = ['id', ...Object.keys(def.sortable ?? {})] as [string, ...string[]];
  const filters = Object.fromEntries(Object.entries(def.filters ?? {}).map(([name, filter]) => [name, filter.schema.optional()]));
  return listQuery.extend({ sort: z.enum(sortKeys, { error: MSG.opcaoInvalida }).optional(), ...filters });
}

/** The querystring of a list's CSV: the list's filters, search and sort, no pages, and the columns by key. */
export function csvQuerySchema(def: ResourceDefinition) {
  return listQuerySchema(def).omit({ page: true, pageSize: true }).extend({ colunas: colunasQuery(def.name) });
}

/** GET list (and its CSV, GET <name>.csv), GET :id, POST, PUT :id, DELETE :id for one resource definition, schema-first. */
export async function registerResource<TInput extends z.ZodType, TRow extends z.ZodObject>(
  scope: FastifyInstance,
  def: ResourceDefinition<TInput, TRow>,
): Promise<void> {
  // the generic row and input types are too open for the type provider to infer; zod still validates and serializes every route
  const app = scope;
  const service = createResourceService(def, { changes: scope.hasDecorator('resourceChanges') ? scope.resourceChanges : undefined });
  const ops = new Set(def.operations ?? ALL_OPERATIONS);
  const base = endpointOf(def.name);
  const tags = [def.tag];
  const notFound = { 404: apiError.describe(def.texts.notFound) };
  const stale = { 412: apiError.describe(MSG.registroAlterado) };
  const filterNames = Object.keys(def.filters ?? {});

  const byId = `${base}/:id`;
  const duplicate = { 409: apiError.describe('Conflito (duplicidade)') };
  const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, schema: FastifySchema, handler: RouteHandlerMethod) =>
    app.route({ method, url, schema: { tags, ...schema }, handler });

  if (ops.has('list')) {
    const description = LIST_DESCRIPTION;
    route('GET', base, { summary: `Lista ${def.texts.plural}`, description, querystring: listQuerySchema(def), response: { 200: z.array(def.row), ...errors } }, async (request, reply) => {
      const { page, pageSize, q, sort, order, ...rest } = request.query as Record<string, unknown> & z.output<typeof listQuery>;
      const filters = Object.fromEntries(filterNames.map((name) => [name, rest[name]]));
      return listAnswer(request, reply, await service.list(app.db, { page, pageSize, q, sort, order, filters }));
    });

    const csvSchema = { summary: `Exporta ${def.texts.plural} em CSV`, description: CSV_DESCRIPTION, querystring: csvQuerySchema(def), response: { 200: csvResponse(def.name), ...errors } };
    route('GET', `${base}.csv`, csvSchema, async (request, reply) => {
      const { q, sort, order, colunas, ...rest } = request.query as Record<string, unknown> & z.output<ReturnType<typeof csvQuerySchema>>;
      const filters = Object.fromEntries(filterNames.map((name) => [name, rest[name]]));
      return sendCsv(reply, def.name, service.batches(app.db, { q, sort, order, filters }, CSV_BATCH_SIZE), colunas);
    });
  }

  if (ops.has('get')) {
    const description = 'O cabeçalho `ETag` traz a versão do registro (`"<versao>"`), para o `If-Match` de PUT e DELETE.';
    route('GET', byId, { summary: `Busca ${def.texts.singular}`, description, params: idParams, response: { 200: def.row, ...errors, ...notFound } }, async (request, reply) => {
      const row = await service.get(app.db, (request.params as IdParams).id);
      reply.header('ETag', etag(row.versao));
      return row;
    });
  }

  if (ops.has('create')) {
    route('POST', base, { summary: `Cria ${def.texts.singular}`, body: def.input, response: { 201: def.row, ...errors, ...duplicate } }, async (request, reply) => {
      // an Idempotency-Key's answer commits with the row
      const keep = answerInTransaction(request, reply);
      const beforeCommit: BeforeCommit | undefined =
        keep &&
        (async (tx, row) => {
          void reply.header('ETag', etag(row.versao));
          await keep(tx, 201, row);
        });
      const row = await service.create(app.db, request.body as z.output<TInput>, autorDe(request), beforeCommit);
      return reply.code(201).header('ETag', etag(row.versao)).send(row);
    });
  }

  if (ops.has('update')) {
    const schema = {
      summary: `Atualiza ${def.texts.singular}`,
      description: `${IF_MATCH_DOC} A resposta traz o novo \`ETag\`.`,
      params: idParams,
      body: def.input,
      response: { 200: def.row, ...errors, ...notFound, ...duplicate, ...stale },
    };
    route('PUT', byId, schema, async (request, reply) => {
      const versao = versaoFromIfMatch(request.headers['if-match']);
      const row = await service.update(app.db, (request.params as IdParams).id, request.body as z.output<TInput>, versao, autorDe(request));
      reply.header('ETag', etag(row.versao));
      return row;
    });
  }

  if (ops.has('delete')) {
    const response = { 204: z.null().describe('Excluído'), ...errors, ...notFound, 409: apiError.describe('Há registros vinculados'), ...stale };
    route('DELETE', byId, { summary: `Exclui ${def.texts.singular}`, description: IF_MATCH_DOC, params: idParams, response }, async (request, reply) => {
      const versao = versaoFromIfMatch(request.headers['if-match']);
      await service.remove(app.db, (request.params as IdParams).id, versao, autorDe(request));
      return reply.code(204).send();
    });
  } else {
    // a record that is never deleted (payments, accidents): the method is refused, not the record unknown
    const allow = [ops.has('get') ? 'GET' : null, ops.has('update') ? 'PUT' : null].filter(Boolean).join(', ');
    app.delete(byId, { schema: { hide: true } }, async (_request, reply) =>
      reply.code(405).header('Allow', allow).send({ message: ERROR_TEXTS.metodoNaoPermitido }),
    );
  }
}
