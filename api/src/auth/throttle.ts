import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { normalizeEmail } from './users';

export interface ThrottlePolicy {
  /** failures allowed per email from one client address within the window; the next attempt is refused */
  maxFailures: number;
  windowMs: number;
}

export type AttemptStart = { allowed: true; attemptId: number } | { allowed: false; retryAfterSeconds: number };

/** An office behind one address has several clerks: the address alone may fail this many times the pair's limit. */
const FAILURES_PER_ADDRESS = 4;
/** Failures of an email from every address (since its last success) before each attempt must wait its turn. */
const BACKOFF_FROM = 2;
/** The longest wait of the back-off: the owner, typing the right password anywhere, gets in within it. */
const BACKOFF_MAX_MS = 30_000;

const keyOf = (email: string, ip: string) => ({ email: normalizeEmail(email).slice(0, 254), ip: ip.slice(0, 64) });

/** When the attempt may come, from the failures counted, or null while they allow it. */
function freeAt(failures: { created_at: Date | string }[], limit: number, windowMs: number): number | null {
  const blocker = failures[limit - 1];
  return blocker ? new Date(blocker.created_at).getTime() + windowMs : null;
}

/**
 * Records a login attempt as a failure BEFORE the password is hashed, then checks the recent failures. Recording
 * first means concurrent attempts see each other, so a burst cannot get more hashes through than allowed.
 * - one address and one email: `maxFailures` within the window, then refused until the oldest ages out;
 * - one address, any email: FAILURES_PER_ADDRESS times that;
 * - one email from every address: no lock, which would let anyone lock an account out, but an exponential
 *   back-off once failures pile up (distributed guessing), capped at 30 s, for the addresses that failed for it;
 *   an address that has not failed for the email is never made to wait, so its owner always gets in.
 * A refused attempt is removed again, so waiting is enough to try again.
 */
export async function startAttempt(db: Db, emailInput: string, ipInput: string, policy: ThrottlePolicy, now: Date = new Date()): Promise<AttemptStart> {
  const { email, ip } = keyOf(emailInput, ipInput);
  const [attempt] = await db.insert(loginAttempts).values({ email, ip, sucesso: false, created_at: now }).returning({ id: loginAttempts.id });
  const attemptId = attempt!.id;
  const since = new Date(now.getTime() - policy.windowMs);
  const byEmail = await queryRows<{ ip: string; created_at: Date | string }>(
    db,
    sql`select ip, created_at from ${loginAttempts}
        where email = ${email} and not sucesso and id <> ${attemptId} and created_at > ${since}
          and created_at > coalesce((select max(created_at) from ${loginAttempts} where email = ${email} and sucesso), '-infinity'::timestamptz)
        order by created_at desc`,
  );
  const byAddress = await queryRows<{ created_at: Date | string }>(
    db,
    sql`select created_at from ${loginAttempts}
        where ip = ${ip} and not sucesso and id <> ${attemptId} and created_at > ${since}
        order by created_at desc limit ${policy.maxFailures * FAILURES_PER_ADDRESS}`,
  );
  const backoffFrom = policy.maxFailures * BACKOFF_FROM;
  const last = byEmail[0];
  // Only an address that has itself failed for this email waits: otherwise an attacker's steady stream (each
  // attempt, even in flight, restarts the wait) would keep the owner's right password out from anywhere.
  const failedHere = byEmail.some((row) => row.ip === ip);
  const backoff =
    last && failedHere && byEmail.length >= backoffFrom
      ? new Date(last.created_at).getTime() + Math.min(BACKOFF_MAX_MS, 1000 * 2 ** (byEmail.length - backoffFrom))
      : null;
  const waits = [
    freeAt(byEmail.filter((row) => row.ip === ip), policy.maxFailures, policy.windowMs),
    freeAt(byAddress, policy.maxFailures * FAILURES_PER_ADDRESS, policy.windowMs),
    backoff,
  ].filter((at): at is number => at !== null && at > now.getTime());
  if (waits.length === 0) return { allowed: true, attemptId };
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Math.max(...waits) - now.getTime()) / 1000)) };
}

/** Marks a recorded attempt as a success: the email's failures before it no longer count. */
export async function attemptSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ sucesso: true }).where(eq(loginAttempts.id, attemptId));
}

/** "Muitas tentativas de login. Tente novamente em 15 minutos." (or "em 30 segundos" under a minute) */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return `Muitas tentativas de login. Tente novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
