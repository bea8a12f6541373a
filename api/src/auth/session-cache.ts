import type { SessionUser } from './sessions';

/** What a cache forgot: one session, or a user's sessions but one. */
export type Forgotten = { tipo: 'sessao'; id: number } | { tipo: 'usuario'; id: number; manter: number | null };

interface Entry {
  user: SessionUser;
  /** epoch ms after which the database must be asked again */
  until: number;
}

/**
 * Sessions the database confirmed in the last few seconds, by token hash, so that a signed-in request does not
 * cost a round trip to the database. This process forgets a session it ends (logout, password change) at once,
 * and tells the other API instances on the same PostgreSQL (plugins/instances.ts), which forget it when the
 * notification arrives; one ended by the users CLI keeps working until its entry runs out, at most `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** told of what this process forgot by itself (not of what another instance told it) */
  onForget: ((forgotten: Forgotten) => void) | undefined;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number): SessionUser | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until > now) return entry.user;
    this.entries.delete(tokenHash);
    return null;
  }

  /** `validUntil` is when the session itself stops (lifetime or idle timeout), if that is sooner than the ttl. */
  set(tokenHash: string, user: SessionUser, now: number, validUntil: number): void {
    if (this.ttlMs <= 0) return;
    // a Map keeps insertion order: the first key is the oldest entry
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { user, until: Math.min(now + this.ttlMs, validUntil) });
  }

  forgetSession(sessionId: number, { told = false } = {}): void {
    for (const [hash, entry] of this.entries) if (entry.user.sessionId === sessionId) this.entries.delete(hash);
    if (!told) this.onForget?.({ tipo: 'sessao', id: sessionId });
  }

  /** Every session of the user but `keepSessionId`, as revokeOtherSessions does in the database. */
  forgetUser(userId: number, keepSessionId: number | null, { told = false } = {}): void {
    for (const [hash, entry] of this.entries) {
      if (entry.user.id === userId && entry.user.sessionId !== keepSessionId) this.entries.delete(hash);
    }
    if (!told) this.onForget?.({ tipo: 'usuario', id: userId, manter: keepSessionId });
  }
}
