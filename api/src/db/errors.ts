/** The PostgreSQL error behind a driver or drizzle error (drizzle wraps it in `cause`). */
export interface PgErrorInfo {
  code: string;
  constraint?: string;
  table?: string;
}

export function pgError(err: unknown): PgErrorInfo | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; table?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        table: typeof candidate.table === 'string' ? candidate.table : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}

export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  restrictViolation: '23001',
  checkViolation: '23514',
  notNullViolation: '23502',
  invalidTextRepresentation: '22P02',
  numericOutOfRange: '22003',
  datetimeOutOfRange: '22008',
  stringTooLong: '22001',
  /** a NUL (\u0000) in text: PostgreSQL text cannot hold it */
  characterNotInRepertoire: '22021',
  untranslatableCharacter: '22P05',
  /** PostgreSQL rolled the transaction back for another one: running it again is the cure (db/retry.ts) */
  serializationFailure: '40001',
  deadlockDetected: '40P01',
} as const;

/** A deadlock or a serialization failure: no rule of the data was broken, the same transaction may simply run again. */
export function isTransactionConflict(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === PG.serializationFailure || code === PG.deadlockDetected;
}

/** Codes that mean the input broke a rule the API should have caught: a 400, not a 500. */
export const INPUT_ERROR_CODES: ReadonlySet<string> = new Set([
  PG.checkViolation,
  PG.notNullViolation,
  PG.invalidTextRepresentation,
  PG.numericOutOfRange,
  PG.datetimeOutOfRange,
  PG.stringTooLong,
  PG.characterNotInRepertoire,
  PG.untranslatableCharacter,
]);

// node-postgres' own errors when the server is down or the network broke (no SQLSTATE on these)
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'the database system is',
];

/**
 * The database cannot be reached right now (stopped, restarting, network cut, connect or query timeout):
 * a 503 the client may retry, not a 500. SQLSTATE class 08 (connection exception), 57P01-57P03
 * (shutdown, cannot connect now) and 53300 (too many connections) count too.
 */
/** The disk is full: PostgreSQL's 53100 (disk_full), or ENOSPC from the file system under PGlite, a backup or an upload. */
export function isDiskFull(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '53100' || candidate.code === 'ENOSPC') return true;
    if (typeof candidate.message === 'string' && /\bENOSPC\b|No space left on device/.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_ERRNO.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => (candidate.message as string).includes(m))) return true;
    current = candidate.cause;
  }
  return false;
}
