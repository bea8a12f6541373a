import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { normalizeEmail } from './users';

export interface ThrottlePolicy {
  /** failures allowed per email and per IP within the window; the next attempt is refused */
  maxFailures: number;
  windowMs: number;
}

export type AttemptStart = { allowed: true; attemptId: number } | { allowed: false; retryAfterSeconds: number };

const keyOf = (email: string, ip: string) => ({ email: normalizeEmail(email).slice(0, 254), ip: ip.slice(0, 64) });

/**
 * Records a login attempt as a failure BEFORE the password is hashed, then counts the recent failures
 * of its email (since that email's last success) and of its IP. Recording first means concurrent
 * attempts see each other, so a burst cannot get more than `maxFailures` hashes through.
 * A refused attempt is removed again, so waiting out the window is enough to try again.
 */
export async function startAttempt(db: Db, emailInput: string, ipInput: string, policy: ThrottlePolicy, now: Date = new Date()): Promise<AttemptStart> {
  const { email, ip } = keyOf(emailInput, ipInput);
  const [attempt] = await db.insert(loginAttempts).values({ email, ip, sucesso: false, created_at: now }).returning({ id: loginAttempts.id });
  const attemptId = attempt!.id;
  const since = new Date(now.getTime() - policy.windowMs);
  // the maxFailures-th most recent failure before this one: while it is inside the window, this attempt is refused
  const [byEmail] = await queryRows<{ created_at: Date | string }>(
    db,
    sql`select created_at from ${loginAttempts}
        where email = ${email} and not sucesso and id <> ${attemptId} and created_at > ${since}
          and created_at > coalesce((select max(created_at) from ${loginAttempts} where email = ${email} and sucesso), '-infinity'::timestamptz)
        order by created_at desc offset ${policy.maxFailures - 1} limit 1`,
  );
  const [byIp] = await queryRows<{ created_at: Date | string }>(
    db,
    sql`select created_at from ${loginAttempts}
        where ip = ${ip} and not sucesso and id <> ${attemptId} and created_at > ${since}
        order by created_at desc offset ${policy.maxFailures - 1} limit 1`,
  );
  const blockers = [byEmail, byIp].filter((row) => row !== undefined).map((row) => new Date(row.created_at).getTime());
  if (blockers.length === 0) return { allowed: true, attemptId };
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
  const freeAt = Math.max(...blockers) + policy.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
}

/** Marks a recorded attempt as a success: the email's failures before it no longer count. */
export async function attemptSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ sucesso: true }).where(eq(loginAttempts.id, attemptId));
}

/** "Muitas tentativas de login. Tente novamente em 15 minutos." */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
