import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { PAPEIS } from '@frota/shared/domain';
import { id, oneOf, versionedTimestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    nome: varchar('nome', { length: 120 }).notNull(),
    /** stored trimmed and lower-cased */
    email: varchar('email', { length: 254 }).notNull(),
    /** self-describing scrypt string: scrypt$N=…,r=…,p=…$salt$hash */
    password_hash: text('password_hash').notNull(),
    papel: varchar('papel', { length: 20 }).notNull().default('administrador'),
    /** a deactivated user cannot sign in; the row stays, since the audit trail names it */
    ativo: boolean('ativo').notNull().default(true),
    /** set by a temporary password: every route but /me and /me/senha answers 403 until it is changed */
    trocar_senha: boolean('trocar_senha').notNull().default(false),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_minusculo', sql`${t.email} = lower(${t.email})`),
    check('users_papel_valido', oneOf(t.papel, PAPEIS)),
  ],
);
