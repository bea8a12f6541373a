import { and, asc, count, eq } from 'drizzle-orm';
import { MSG, type Papel, type UsuarioInput } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { PG, pgError } from '../db/errors';
import { users } from '../db/schema';
import { hashPassword } from '../auth/password';
import { revokeOtherSessions } from '../auth/sessions';
import { temporaryPassword } from '../auth/users';
import { conflict, notFound } from '../http/errors';
import { preconditionFailed, type ExpectedVersao } from '../crud/write-service';
import type { Autor } from '../auditoria/registrar';
import { runWrite } from '../crud/write-path';

/** The columns a user answers with: never the password hash. */
export const usuarioColumns = {
  id: users.id,
  versao: users.versao,
  nome: users.nome,
  email: users.email,
  papel: users.papel,
  ativo: users.ativo,
  trocar_senha: users.trocar_senha,
};

export type UsuarioRow = { id: number; versao: number; nome: string; email: string; papel: Papel; ativo: boolean; trocar_senha: boolean };

const emailTaken = () => conflict(MSG.emailJaCadastrado, { email: MSG.emailJaCadastrado });

/** A unique-index violation on the email is the 409 of an email in use, whoever won the race. */
async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgError(err)?.code === PG.uniqueViolation) throw emailTaken();
    throw err;
  }
}

export async function listUsuarios(db: Db, page: number, pageSize: number): Promise<{ rows: UsuarioRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db.select(usuarioColumns).from(users).orderBy(asc(users.nome), asc(users.id)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(users),
  ]);
  return { rows: rows as UsuarioRow[], total: totals?.total ?? 0 };
}

export async function findUsuario(db: Db, id: number): Promise<UsuarioRow> {
  const [row] = await db.select(usuarioColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(MSG.usuarioNaoEncontrado);
  return row as UsuarioRow;
}

/** A new user with a temporary password, answered once with it. */
export async function createUsuario(db: Db, data: { nome: string; email: string; papel: Papel }, autor: Autor): Promise<UsuarioRow & { senha_temporaria: string }> {
  const senha = temporaryPassword();
  const password_hash = await hashPassword(senha);
  const row = await uniqueEmail(() =>
    runWrite(db, { autor }, async ({ tx, audit }) => {
      const [created] = await tx.insert(users).values({ ...data, password_hash, trocar_senha: true }).returning(usuarioColumns);
      await audit({ acao: 'criacao', entidade: 'usuarios', registroId: created!.id, depois: created });
      return created as UsuarioRow;
    }),
  );
  return { ...row, senha_temporaria: senha };
}

/**
 * The active administradores, locked until the transaction ends: two admins demoting each other at once cannot
 * both pass the last-admin check.
 */
async function lockActiveAdmins(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.papel, 'administrador'), eq(users.ativo, true)))
    .for('update');
  return rows.map((r) => r.id);
}

export interface UsuarioChange {
  before: UsuarioRow;
  after: UsuarioRow;
  /** its sessions were ended (deactivated) */
  sessionsEnded: boolean;
}

/** PUT: the whole user; deactivating ends its sessions in the same transaction, the last active admin stays one. */
export async function updateUsuario(
  db: Db,
  id: number,
  data: Required<Pick<UsuarioInput, 'nome' | 'email' | 'papel' | 'ativo'>>,
  versao: ExpectedVersao,
  autor: Autor,
): Promise<UsuarioChange> {
  return runWrite(db, { autor }, async ({ tx, audit }) => {
    const admins = await lockActiveAdmins(tx);
    const [before] = await tx.select(usuarioColumns).from(users).where(eq(users.id, id)).for('update');
    if (!before) throw notFound(MSG.usuarioNaoEncontrado);
    if (typeof versao === 'number' && before.versao !== versao) throw preconditionFailed();
    const staysAdmin = data.papel === 'administrador' && data.ativo;
    if (admins.length === 1 && admins[0] === id && !staysAdmin) throw conflict(MSG.ultimoAdministrador);
    const [after] = await uniqueEmail(() =>
      tx.update(users).set({ nome: data.nome, email: data.email, papel: data.papel, ativo: data.ativo }).where(eq(users.id, id)).returning(usuarioColumns),
    );
    const sessionsEnded = before.ativo && !data.ativo;
    if (sessionsEnded) await revokeOtherSessions(tx, id, null);
    const acao = before.papel !== after!.papel ? 'papel' : 'alteracao';
    await audit({ acao, entidade: 'usuarios', registroId: id, antes: before, depois: after });
    return { before: before as UsuarioRow, after: after as UsuarioRow, sessionsEnded };
  });
}

/** A new temporary password: the user's sessions end and the next sign-in must change it. */
export async function resetUsuarioPassword(db: Db, id: number, autor: Autor): Promise<UsuarioRow & { senha_temporaria: string }> {
  const senha = temporaryPassword();
  const password_hash = await hashPassword(senha);
  return runWrite(db, { autor }, async ({ tx, audit }) => {
    const [row] = await tx.update(users).set({ password_hash, trocar_senha: true }).where(eq(users.id, id)).returning(usuarioColumns);
    if (!row) throw notFound(MSG.usuarioNaoEncontrado);
    await revokeOtherSessions(tx, id, null);
    await audit({ acao: 'senha_redefinida', entidade: 'usuarios', registroId: id });
    return { ...(row as UsuarioRow), senha_temporaria: senha };
  });
}

