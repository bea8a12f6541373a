import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1.
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

interface Params {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: Params, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

let cost: Params = SCRYPT_PARAMS;

/**
 * The cost of the hashes made from now on. Only the API's tests lower it (src/test/hash-cost.ts): a hash at the
 * OWASP cost takes ~0.3 s of CPU, and the suites log in hundreds of times. Stored hashes keep their own cost.
 */
export function setHashCost(params: Params): void {
  cost = params;
}

/** `scrypt$N=131072,r=8,p=1$<salt b64>$<hash b64>`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string, params: Params = cost): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return `scrypt$N=${params.N},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(stored: string): { params: Params; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // refuse parameters that would let a tampered row burn memory or CPU
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const key = Buffer.from(match[5] ?? '', 'base64');
  if (key.length < 16) return null;
  return { params: { N, r, p }, salt: Buffer.from(match[4] ?? '', 'base64'), key };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(candidate, parsed.key);
}

let dummy: { cost: Params; hash: Promise<string> } | undefined;

/**
 * Spends the same work as a real check for an email that has no account,
 * so the answer time does not tell which emails are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  // made at the cost in force, so it costs what checking a new user's password does
  if (dummy?.cost !== cost) dummy = { cost, hash: hashPassword('frota-dummy-password') };
  await verifyPassword(password, await dummy.hash);
  return false;
}
