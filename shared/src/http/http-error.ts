import type { AxiosError } from 'axios';
import { MSG } from '../domain/messages';
import type { ApiError } from '../domain/schemas/api';

const FALHA_DE_REDE = 'Não foi possível contactar o servidor. Verifique sua conexão e tente novamente.';
const FALHA_GENERICA = 'Ocorreu um erro inesperado. Por favor, tente novamente.';

/** The one error shape every kit call rejects with, read from the server body `{ message, errors }` (ApiError). */
export class HttpError extends Error implements ApiError {
  readonly statusCode: number;
  readonly errors: Record<string, string>;
  /** No answer came back (the request may or may not have reached the server). */
  readonly semResposta: boolean;

  constructor(message: string, statusCode: number, errors: Record<string, string> = {}, options?: { cause?: unknown; semResposta?: boolean }) {
    super(message, options);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.semResposta = options?.semResposta ?? false;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** 412: the row changed since it was read (a stale If-Match); the screen keeps the typing and offers to reload. */
export function isStaleVersion(error: unknown): error is HttpError {
  return isHttpError(error) && error.statusCode === 412;
}

/** A failure the same request may get past (no answer, a 5xx, the first copy still running): retry with the same key. */
export function isRetryable(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  return error.statusCode === 0 || error.statusCode >= 500 || (error.statusCode === 409 && error.message === MSG.chaveIdempotenciaEmUso);
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, msg] of Object.entries(value)) {
    if (typeof msg === 'string') out[key] = msg;
  }
  return out;
}

// what axios's own isAxiosError checks; importing it would load axios with the sign-in page
function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (isAxiosError(error)) {
    const response = error.response;
    if (!response) return new HttpError(FALHA_DE_REDE, 0, {}, { cause: error, semResposta: true });
    const body: unknown = response.data;
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const message = typeof record.message === 'string' && record.message.trim() ? record.message : FALHA_GENERICA;
    return new HttpError(message, response.status, stringRecord(record.errors), { cause: error });
  }
  return new HttpError(error instanceof Error ? error.message : FALHA_GENERICA, 0, {}, { cause: error });
}

/** The browser is offline and the request got no answer: the user is told so, not "tente novamente" at once. */
function isOffline(error: unknown): boolean {
  return isHttpError(error) && error.semResposta && typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * The text to show the user: "Sem conexão: …" when the browser is offline; the server's own pt-BR message for a
 * refusal of the role (403), a conflict (e.g. a duplicate plate), a stale version (412) or a key reused with other
 * data (422), which tells them what to do; otherwise the screen's generic text (SPEC §8).
 */
export function userMessage(error: unknown, fallback: string): string {
  if (isOffline(error)) return MSG.semConexao;
  return isHttpError(error) && [403, 409, 412, 422].includes(error.statusCode) ? error.message : fallback;
}
