import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashToken, newToken } from './tokens';

export interface SessionUser {
  id: number;
  email: string;
  sessionId: number;
}

/** Writing last_used_at on every request would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

export async function createSession(db: Db, userId: number, ttlHours: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    user_id: userId,
    expires_at: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return token;
}

export async function findSession(db: Db, token: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email, sessionId: sessions.id, lastUsedAt: sessions.last_used_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, hashToken(token)), gt(sessions.expires_at, new Date())))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ last_used_at: new Date() }).where(eq(sessions.id, row.sessionId));
  }
  return { id: row.id, email: row.email, sessionId: row.sessionId };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expires_at, new Date()));
}
