import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema';
import { deleteExpiredKeys } from '../plugins/idempotency';
import { deleteDeadSessions, sessionPolicy } from './sessions';
import { deleteDeadDriverAccess } from './sessoes-motorista';

// the job's name keys its advisory lock and its log lines, so it stays what it was
export const CLEANUP_JOB = 'limpeza-de-sessoes';
/** Login attempts stay this long as a record of who tried what (throttling needs only the last window). */
export const ATTEMPTS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Removes sessions past their lifetime or idle timeout (the drivers' too, and their used or expired links), login
 * attempts older than 30 days and idempotency keys older than 24 hours.
 */
export async function cleanUpSessionsAndAttempts(tx: Db, now: Date, idleMs: number): Promise<void> {
  await deleteDeadSessions(tx, { idleMs }, now);
  await deleteDeadDriverAccess(tx, now);
  await tx.delete(loginAttempts).where(lt(loginAttempts.created_at, new Date(now.getTime() - ATTEMPTS_KEPT_MS)));
  await deleteExpiredKeys(tx, now);
}

/** Hourly, with the other jobs: dead sessions already answer 401, this keeps the tables from growing. */
async function cleanupPlugin(app: FastifyInstance) {
  const { idleMs } = sessionPolicy(app.config);
  app.jobs.add({ name: CLEANUP_JOB, everyMs: HOUR_MS, run: (tx, now) => cleanUpSessionsAndAttempts(tx, now, idleMs) });
}

export default fp(cleanupPlugin, { name: 'cleanup', dependencies: ['jobs'] });
