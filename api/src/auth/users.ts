import { asc, eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Papel } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { revokeOtherSessions } from './sessions';
import type { Autor } from '../auditoria/registrar';
import { runWrite } from '../crud/write-path';

export interface UserSummary {
  id: number;
  email: string;
  created_at: Date;
}

export class UserError extends Error {}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_LENGTH_MESSAGE = `A senha deve ter de ${PASSWORD_MIN} a ${PASSWORD_MAX} caracteres`;

/** Counted in characters (code points), not UTF-16 units, so "ação" is 4 and an emoji is 1. */
export function isPasswordLengthValid(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN && length <= PASSWORD_MAX;
}

function checkNewCredentials(email: string, password: string): void {
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new UserError(`Email inválido: ${email}`);
  if (!isPasswordLengthValid(password)) throw new UserError(PASSWORD_LENGTH_MESSAGE);
}

// no 0/O, 1/l/I: a temporary password is read aloud or copied by hand
const TEMPORARY_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 16 characters from 56: about 93 bits, far past any guessing, and zxcvbn scores it 4. */
export function temporaryPassword(): string {
  let senha = '';
  for (let i = 0; i < 16; i++) senha += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  return senha;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  return user ?? null;
}

export interface NewUser {
  email: string;
  password: string;
  /** defaults to the email's local part */
  nome?: string;
  papel?: Papel;
  /** a temporary password, to be replaced at the first sign-in */
  trocarSenha?: boolean;
}

/** A new account; with an `autor` (the CLI, the API) its creation is on the audit trail, in the same transaction. */
export async function createUser(db: Db, novo: NewUser, autor?: Autor): Promise<UserSummary> {
  const normalized = normalizeEmail(novo.email);
  checkNewCredentials(normalized, novo.password);
  if (await findUserByEmail(db, normalized)) throw new UserError(`Já existe um usuário com o email ${normalized}`);
  const password_hash = await hashPassword(novo.password);
  return runWrite(db, { autor }, async ({ tx, audit }) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: normalized,
        password_hash,
        nome: novo.nome ?? normalized.split('@')[0]!,
        papel: novo.papel ?? 'administrador',
        trocar_senha: novo.trocarSenha ?? false,
      })
      .returning();
    const { id, email, created_at } = user!;
    await audit({ acao: 'criacao', entidade: 'usuarios', registroId: id, depois: user });
    return { id, email, created_at };
  });
}

/** Sets a new password and ends every session of the user. */
export async function resetPassword(db: Db, email: string, password: string, autor?: Autor): Promise<UserSummary> {
  const normalized = normalizeEmail(email);
  checkNewCredentials(normalized, password);
  const password_hash = await hashPassword(password);
  return runWrite(db, { autor }, async ({ tx, audit }) => {
    const [user] = await tx
      .update(users)
      .set({ password_hash, trocar_senha: false })
      .where(eq(users.email, normalized))
      .returning({ id: users.id, email: users.email, created_at: users.created_at });
    if (!user) throw new UserError(`Usuário não encontrado: ${normalized}`);
    await revokeOtherSessions(tx, user.id, null);
    await audit({ acao: 'senha_redefinida', entidade: 'usuarios', registroId: user.id });
    return user;
  });
}

/** A signed-in user's new password: every other session of the user ends, `keepSessionId` stays. */
export async function changePassword(db: Db, userId: number, password: string, keepSessionId: number, autor: Autor): Promise<void> {
  if (!isPasswordLengthValid(password)) throw new UserError(PASSWORD_LENGTH_MESSAGE);
  const password_hash = await hashPassword(password);
  await runWrite(db, { autor }, async ({ tx, audit }) => {
    await tx.update(users).set({ password_hash, trocar_senha: false }).where(eq(users.id, userId));
    await revokeOtherSessions(tx, userId, keepSessionId);
    await audit({ acao: 'senha_alterada', entidade: 'usuarios', registroId: userId });
  });
}

export function listUsers(db: Db): Promise<UserSummary[]> {
  return db.select({ id: users.id, email: users.email, created_at: users.created_at }).from(users).orderBy(asc(users.id));
}

/**
 * The active user whose email and password match, or null; an unknown email costs the same hashing work, and a
 * deactivated user gets the same answer as a wrong password.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<{ id: number; email: string } | null> {
  return (await checkCredentials(db, email, password)).user;
}

/** `authenticate`, also naming the user whose email it was when the password did not match (the audit trail's "who"). */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
): Promise<{ user: { id: number; email: string } | null; emailOf: number | null }> {
  const user = await findUserByEmail(db, email);
  if (!user) return verifyAgainstDummy(password).then(() => ({ user: null, emailOf: null }));
  const matches = await verifyPassword(password, user.password_hash);
  return { user: matches && user.ativo ? { id: user.id, email: user.email } : null, emailOf: user.id };
}

export async function countUsers(db: Db): Promise<number> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length;
}
