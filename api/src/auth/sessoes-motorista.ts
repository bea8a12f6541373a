import { and, eq, gt, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { acessosMotorista, motoristas, sessoesMotorista } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** A driver session lasts 30 days from the link it came from (issue 37). */
export const DRIVER_SESSION_TTL_MS = 30 * 24 * 3_600_000;

export interface DriverSession {
  motoristaId: number;
  nome: string;
  sessionId: number;
}

export async function createDriverSession(db: Db, motoristaId: number, now: Date = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + DRIVER_SESSION_TTL_MS);
  await db.insert(sessoesMotorista).values({ token_hash: hashToken(token), motorista_id: motoristaId, expires_at: expiresAt });
  return { token, expiresAt };
}

/** The driver of a token within its 30 days; a driver no longer ativo has none (the status trigger also deletes them). */
export async function findDriverSession(db: Db, token: string, now: Date = new Date()): Promise<DriverSession | null> {
  const [row] = await db
    .select({ motoristaId: motoristas.id, nome: motoristas.nome, sessionId: sessoesMotorista.id })
    .from(sessoesMotorista)
    .innerJoin(motoristas, eq(motoristas.id, sessoesMotorista.motorista_id))
    .where(and(eq(sessoesMotorista.token_hash, hashToken(token)), gt(sessoesMotorista.expires_at, now), eq(motoristas.status, 'ativo')))
    .limit(1);
  return row ?? null;
}

/** Whether a token is a driver session's at all, live or not: a staff route refuses it with 403 rather than 401. */
export async function isDriverToken(db: Db, token: string): Promise<boolean> {
  const [row] = await db.select({ id: sessoesMotorista.id }).from(sessoesMotorista).where(eq(sessoesMotorista.token_hash, hashToken(token))).limit(1);
  return row !== undefined;
}

export async function revokeDriverSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessoesMotorista).where(eq(sessoesMotorista.id, sessionId));
}

export async function revokeDriverSessions(db: Db, motoristaId: number): Promise<void> {
  await db.delete(sessoesMotorista).where(eq(sessoesMotorista.motorista_id, motoristaId));
}

/** Removes driver sessions past their 30 days and links used or past their 7: they already answer 401, this keeps the tables small. */
export async function deleteDeadDriverAccess(db: Db, now: Date = new Date()): Promise<void> {
  await db.delete(sessoesMotorista).where(lt(sessoesMotorista.expires_at, now));
  await db.delete(acessosMotorista).where(or(lt(acessosMotorista.expires_at, now), isNotNull(acessosMotorista.usado_em)));
}
