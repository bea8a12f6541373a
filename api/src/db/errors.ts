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
} as const;

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
