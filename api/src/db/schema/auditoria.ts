import { bigint, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The audit trail (issue 18): one row per audited action, written in the action's transaction. A trigger of
 * migration 0009 refuses UPDATE and DELETE. `usuario_id` has no foreign key: the trail outlives and never blocks
 * anything done to the users table (a user is deactivated, not deleted, so the name is still there to join).
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** when, as the transaction's clock has it */
    em: instant('em').notNull().defaultNow(),
    usuario_id: integer('usuario_id'),
    /** the driver who acted on his own page (issue 37), when no staff user did */
    motorista_id: integer('motorista_id'),
    /** the email typed at a sign-in, kept when no user has it */
    email: varchar('email', { length: 254 }),
    acao: varchar('acao', { length: 20 }).notNull(),
    entidade: varchar('entidade', { length: 40 }).notNull(),
    registro_id: integer('registro_id'),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
    request_id: varchar('request_id', { length: 100 }),
  },
  (t) => [
    index('auditoria_registro_idx').on(t.entidade, t.registro_id, t.id),
    index('auditoria_usuario_idx').on(t.usuario_id, t.id),
  ],
);
