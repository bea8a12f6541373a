import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@frota/shared/domain';
import { INPUT_ERROR_CODES, isDatabaseUnavailable, isDiskFull, isTransactionConflict, pgError } from '../db/errors';
import { ERROR_TEXTS, HttpException } from '../http/errors';

interface Issue {
  instancePath: string;
  message?: string;
}

/** First message per field, keyed by its dotted path ("placa", "itens.0.valor"). */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (field && issue.message && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: ERROR_TEXTS.jsonInvalido },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: ERROR_TEXTS.jsonInvalido },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: ERROR_TEXTS.corpoGrande },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: ERROR_TEXTS.tipoNaoSuportado },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: ERROR_TEXTS.dadosInvalidos },
};

/** Maps any thrown error to the one `{ message, errors? }` shape; a 5xx never carries internals. */
export function toErrorResponse(err: FastifyError | Error): { status: number; body: ApiError } {
  if (err instanceof HttpException) return { status: err.statusCode, body: err.body };
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = fieldErrors(err.validation);
    return { status: 400, body: Object.keys(errors).length ? { message: ERROR_TEXTS.dadosInvalidos, errors } : { message: ERROR_TEXTS.dadosInvalidos } };
  }
  const code = (err as FastifyError).code;
  const known = code ? FASTIFY_CLIENT_ERRORS[code] : undefined;
  if (known) return { status: known.status, body: { message: known.message } };
  if (err instanceof SyntaxError && (err as FastifyError).statusCode === 400) {
    return { status: 400, body: { message: ERROR_TEXTS.jsonInvalido } };
  }
  // the write rolled back whole, so nothing is half-kept: the client keeps its data and tries again
  if (isDiskFull(err)) return { status: 503, body: { message: ERROR_TEXTS.semEspaco } };
  if (isDatabaseUnavailable(err)) return { status: 503, body: { message: ERROR_TEXTS.indisponivel } };
  // a deadlock or serialization failure left after the retries (db/retry.ts), or of a write without them: try again
  if (isTransactionConflict(err)) return { status: 409, body: { message: ERROR_TEXTS.conflito } };
  const db = pgError(err);
  if (db && INPUT_ERROR_CODES.has(db.code)) return { status: 400, body: { message: ERROR_TEXTS.dadosInvalidos } };
  const status = (err as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: genericClientMessage(status) } };
  }
  return { status: 500, body: { message: ERROR_TEXTS.erroInterno } };
}

/** The message of a 4xx nothing more specific answered; any other status says the data were invalid. */
const GENERIC_CLIENT_MESSAGES: Readonly<Record<number, string>> = {
  401: ERROR_TEXTS.naoAutenticado,
  404: ERROR_TEXTS.rotaNaoEncontrada,
  405: ERROR_TEXTS.metodoNaoPermitido,
  409: ERROR_TEXTS.conflito,
  413: ERROR_TEXTS.corpoGrande,
  415: ERROR_TEXTS.tipoNaoSuportado,
  429: ERROR_TEXTS.muitasTentativas,
};

const genericClientMessage = (status: number): string => GENERIC_CLIENT_MESSAGES[status] ?? ERROR_TEXTS.dadosInvalidos;

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(err);
    if (status === 503) {
      request.log.warn({ err }, 'banco de dados indisponível');
      void reply.header('Retry-After', '5');
    } else if (status >= 500) request.log.error({ err }, 'erro ao atender a requisição');
    else request.log.info({ statusCode: status, code: (err as FastifyError).code }, body.message);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
