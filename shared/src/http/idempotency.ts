/** The header that makes a POST safe to repeat (DESIGN: a replay answers the first answer). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A new key for one submission: a random UUID. `crypto.randomUUID` exists only in secure contexts, so a page
 * served over plain http (a LAN address) builds the same 122 random bits from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * `Idempotency-Key: <key>`: the caller's key for one submission, reused on its retries so the server writes once.
 * Without one, the client gives the POST a fresh key (axios-client.ts).
 */
export function idempotencyKey(key: string | undefined): Record<string, string> {
  return key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key };
}

/** `If-Match: "<versao>"`: a PUT or DELETE that applies only to the version the user saw. */
export function ifMatch(versao: number | undefined): Record<string, string> {
  return versao === undefined ? {} : { 'If-Match': `"${versao}"` };
}
