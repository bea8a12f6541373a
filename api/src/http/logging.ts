import type { FastifyRequest } from 'fastify';

/** Never written to the logs: credentials in headers and in any logged body or object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'token',
  'senha',
  'password',
  'password_hash',
  '*.token',
  '*.senha',
  '*.password',
  '*.password_hash',
  '*.authorization',
];

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
}

/**
 * Drizzle puts the query parameters (emails, token digests, password hashes) in its error message:
 * log the SQL text and the database error, never the parameters.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const withQuery = err as Error & { code?: unknown; cause?: unknown };
  // drizzle's message is "Failed query: <sql>\nparams: <values>"; keep the SQL, drop the values
  const message = err.message.split('\nparams:')[0] ?? '';
  const stack = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');
  const out: LoggedError = { type: err.name, message, stack };
  if (typeof withQuery.code === 'string') out.code = withQuery.code;
  if (withQuery.cause && depth < 3) out.cause = serializeError(withQuery.cause, depth + 1);
  return out;
}

export const logSerializers = {
  err: (err: Error) => serializeError(err),
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url,
    remoteAddress: request.ip,
  }),
};
