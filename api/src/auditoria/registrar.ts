import type { FastifyRequest } from 'fastify';
import { campoSecreto, pode, type AcaoAuditoria, type Papel, type Permissao } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { auditoria } from '../db/schema';

/** Who acts and in which request: what every audit row of a request shares. */
export interface Autor {
  usuarioId: number | null;
  requestId: string;
  /** the signed-in user's role: what a write may do beyond its route's permission (a fine's charge); none off a request */
  papel?: Papel;
  /** the driver acting on his own page (issue 37) */
  motoristaId?: number;
}

export const autorDe = (request: FastifyRequest): Autor => ({
  usuarioId: request.user?.id ?? null,
  requestId: request.id,
  ...(request.user ? { papel: request.user.papel } : {}),
  ...(request.motorista ? { motoristaId: request.motorista.motoristaId } : {}),
});

/** Whether the author may do what `permissao` guards: a write with no role (command line, seed) is not a user's. */
export const autorPode = (autor: Autor | undefined, permissao: Permissao): boolean => !autor?.papel || pode(autor.papel, permissao);

export interface Acontecimento {
  acao: AcaoAuditoria;
  entidade: string;
  registroId: number | null;
  antes?: Record<string, unknown> | null;
  depois?: Record<string, unknown> | null;
  /** the email typed at a sign-in */
  email?: string | null;
  /** the acting user, when the request had no session yet (a sign-in) */
  usuarioId?: number | null;
}

/** A row's fields as the trail keeps them: JSON values, no hash, token or password. */
function campos(row: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (!campoSecreto(key)) out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** One INSERT, on the connection of the action's transaction, so the row commits or rolls back with it. */
export async function registrar(db: Db, autor: Autor, fato: Acontecimento): Promise<void> {
  await db.insert(auditoria).values({
    usuario_id: fato.usuarioId !== undefined ? fato.usuarioId : autor.usuarioId,
    motorista_id: autor.motoristaId ?? null,
    email: fato.email ?? null,
    acao: fato.acao,
    entidade: fato.entidade,
    registro_id: fato.registroId,
    antes: campos(fato.antes),
    depois: campos(fato.depois),
    request_id: autor.requestId,
  });
}
