import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { acessosMotorista, motoristas } from '../db/schema';
import { hashToken, newToken } from '../auth/tokens';
import { createDriverSession } from '../auth/sessoes-motorista';
import { runWrite } from '../crud/write-path';

/** A link is good for 7 days and one use; the fifth wrong birth date voids it (issue 37). */
export const LINK_TTL_MS = 7 * 24 * 3_600_000;
export const MAX_TENTATIVAS = 5;

export const LINK_TEXTS = {
  naoVale: 'Este link não vale mais. Peça um novo à locadora.',
  dataNaoConfere: 'Data de nascimento não confere.',
  cancelado: 'Data de nascimento não confere. Este link foi cancelado; peça um novo à locadora.',
} as const;

/** A new link for the driver (32 random bytes, only its hash kept): it takes the place of the one before. */
export async function novoLink(db: Db, motoristaId: number, now: Date = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  const values = { motorista_id: motoristaId, token_hash: hashToken(token), expires_at: expiresAt, usado_em: null, tentativas: 0, created_at: now };
  await db.insert(acessosMotorista).values(values).onConflictDoUpdate({ target: acessosMotorista.motorista_id, set: values });
  return { token, expiresAt };
}

export async function apagarLink(db: Db, motoristaId: number): Promise<void> {
  await db.delete(acessosMotorista).where(eq(acessosMotorista.motorista_id, motoristaId));
}

export type Entrada =
  | { ok: true; token: string; expiresAt: Date; motorista: { id: number; nome: string } }
  | { ok: false; message: string };

/**
 * Trades a link and the driver's birth date for a driver session. The wrong-date count is the link's own, so the
 * throttle follows the link whatever the address; the one use is an UPDATE that only one request can win. A refusal
 * is an answer, not an error: the count it made commits.
 */
export function entrarComLink(db: Db, token: string, dataNascimento: string, now: Date = new Date()): Promise<Entrada> {
  return runWrite(db, {}, ({ tx }) => entrar(tx, token, dataNascimento, now));
}

async function entrar(tx: Db, token: string, dataNascimento: string, now: Date): Promise<Entrada> {
  const [link] = await tx
    .select({ id: acessosMotorista.id, motoristaId: motoristas.id, nome: motoristas.nome, nascimento: motoristas.data_nascimento })
    .from(acessosMotorista)
    .innerJoin(motoristas, eq(motoristas.id, acessosMotorista.motorista_id))
    .where(
      and(
        eq(acessosMotorista.token_hash, hashToken(token)),
        sql`${acessosMotorista.usado_em} is null`,
        sql`${acessosMotorista.expires_at} > ${now.toISOString()}::timestamptz`,
        sql`${acessosMotorista.tentativas} < ${MAX_TENTATIVAS}`,
        eq(motoristas.status, 'ativo'),
      ),
    )
    .limit(1);
  if (!link) return { ok: false, message: LINK_TEXTS.naoVale };
  if (link.nascimento !== dataNascimento) {
    const [contado] = await tx
      .update(acessosMotorista)
      .set({ tentativas: sql`${acessosMotorista.tentativas} + 1` })
      .where(eq(acessosMotorista.id, link.id))
      .returning({ tentativas: acessosMotorista.tentativas });
    if (!contado) return { ok: false, message: LINK_TEXTS.naoVale };
    if (contado.tentativas >= MAX_TENTATIVAS) {
      await tx.delete(acessosMotorista).where(eq(acessosMotorista.id, link.id));
      return { ok: false, message: LINK_TEXTS.cancelado };
    }
    return { ok: false, message: LINK_TEXTS.dataNaoConfere };
  }
  const usado = await tx
    .update(acessosMotorista)
    .set({ usado_em: now })
    .where(and(eq(acessosMotorista.id, link.id), sql`${acessosMotorista.usado_em} is null`, sql`${acessosMotorista.tentativas} < ${MAX_TENTATIVAS}`))
    .returning({ id: acessosMotorista.id });
  if (usado.length === 0) return { ok: false, message: LINK_TEXTS.naoVale };
  const sessao = await createDriverSession(tx, link.motoristaId, now);
  return { ok: true, ...sessao, motorista: { id: link.motoristaId, nome: link.nome } };
}
