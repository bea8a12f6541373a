import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Papel } from '@frota/shared/domain';
import { hashToken, newToken } from './tokens';
import { runWrite } from '../crud/write-path';

export interface SessionUser {
  id: number;
  email: string;
  nome: string;
  papel: Papel;
  /** a temporary password not yet replaced: only /me, /me/senha and /logout answer */
  trocarSenha: boolean;
  sessionId: number;
}

/** What findSession needs of a cache of confirmed sessions (session-cache.ts's SessionCache is one). */
interface SessionLookupCache {
  get(tokenHash: string, now: number): SessionUser | null;
  set(tokenHash: string, user: SessionUser, now: number, validUntil: number): void;
}

export interface SessionPolicy {
  /** absolute lifetime from the login */
  ttlMs: number;
  /** a token unused for this long stops working */
  idleMs: number;
}

/** Writing last_used_at on every request would turn each read into a write; once a minute (or sooner for short idle timeouts) is enough. */
const touchIntervalMs = (idleMs: number) => Math.min(60_000, Math.floor(idleMs / 4));

export async function createSession(db: Db, userId: number, policy: Pick<SessionPolicy, 'ttlMs'>): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    user_id: userId,
    expires_at: new Date(Date.now() + policy.ttlMs),
  });
  return token;
}

/**
 * The user of a token that is neither past its absolute lifetime nor idle for too long. With a cache, a token the
 * database confirmed within the last few seconds is answered from memory.
 */
export async function findSession(
  db: Db,
  token: string,
  policy: Pick<SessionPolicy, 'idleMs'>,
  cache?: SessionLookupCache,
): Promise<SessionUser | null> {
  const now = Date.now();
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash, now);
  if (cached) return cached;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      nome: users.nome,
      papel: users.papel,
      trocarSenha: users.trocar_senha,
      sessionId: sessions.id,
      lastUsedAt: sessions.last_used_at,
      expiresAt: sessions.expires_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        eq(sessions.token_hash, tokenHash),
        gt(sessions.expires_at, new Date(now)),
        gt(sessions.last_used_at, new Date(now - policy.idleMs)),
        // deactivating a user also deletes their sessions; this covers a session another instance still caches
        eq(users.ativo, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  let lastUsedAt = row.lastUsedAt.getTime();
  if (now - lastUsedAt > touchIntervalMs(policy.idleMs)) {
    await runWrite(db, {}, async ({ tx }) => void (await tx.update(sessions).set({ last_used_at: new Date(now) }).where(eq(sessions.id, row.sessionId))));
    lastUsedAt = now;
  }
  const user: SessionUser = {
    id: row.id,
    email: row.email,
    nome: row.nome,
    papel: row.papel as Papel,
    trocarSenha: row.trocarSenha,
    sessionId: row.sessionId,
  };
  cache?.set(tokenHash, user, now, Math.min(row.expiresAt.getTime(), lastUsedAt + policy.idleMs));
  return user;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user except `keepSessionId` (the one that changed the password). */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId: number | null): Promise<void> {
  await db
    .delete(sessions)
    .where(keepSessionId === null ? eq(sessions.user_id, userId) : and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId)));
}

/** Removes sessions past their lifetime or idle timeout; they already answer 401, this only keeps the table small. */
export async function deleteDeadSessions(db: Db, policy: Pick<SessionPolicy, 'idleMs'>, now: Date = new Date()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expires_at, now), lt(sessions.last_used_at, new Date(now.getTime() - policy.idleMs))));
}

export function sessionPolicy(config: { tokenTtlHours: number; tokenIdleMinutes: number }): SessionPolicy {
  return { ttlMs: config.tokenTtlHours * 3_600_000, idleMs: config.tokenIdleMinutes * 60_000 };
}
