import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf } from './columns';
import { motoristas } from './motoristas';
import { users } from './users';

export const KEY_STATES = ['em_andamento', 'concluida'] as const;

/** The headers of an answer a replay repeats (a bearer token is never among them: sessionless routes store nothing). */
export type StoredHeaders = Partial<Record<'content-type' | 'location' | 'etag', string>>;

/**
 * The answer to each POST sent with an Idempotency-Key, per staff user or per driver (issue 37), for 24 hours
 * (plugins/idempotency.ts). In the database, not in memory, so instances sharing one PostgreSQL agree on who runs a
 * request. A key is its owner's: one user's or one driver's, never both, so nobody replays another's answer.
 */
export const idempotencyKeys = pgTable(
  'chaves_idempotencia',
  {
    id: id(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade', onUpdate: 'restrict' }),
    motorista_id: integer('motorista_id').references(() => motoristas.id, { onDelete: 'cascade', onUpdate: 'restrict' }),
    chave: varchar('chave', { length: 255 }).notNull(),
    /** "POST /api/veiculos": a key reused on another route is refused like one reused with other data */
    rota: text('rota').notNull(),
    /** sha256 (hex) of the JSON body as received */
    hash_corpo: char('hash_corpo', { length: 64 }).notNull(),
    /** em_andamento: claimed, the request is running; concluida: its answer is below */
    estado: varchar('estado', { length: 20, enum: KEY_STATES }).notNull().default('em_andamento'),
    status: integer('status'),
    cabecalhos: jsonb('cabecalhos').$type<StoredHeaders>(),
    corpo: text('corpo'),
    created_at: createdAt(),
  },
  (t) => [
    // a claim is an INSERT … ON CONFLICT on one of these (with its WHERE, so PostgreSQL infers the partial index)
    uniqueIndex('chaves_idempotencia_usuario_key').on(t.user_id, t.chave).where(sql`${t.user_id} is not null`),
    uniqueIndex('chaves_idempotencia_motorista_key').on(t.motorista_id, t.chave).where(sql`${t.motorista_id} is not null`),
    check('chaves_idempotencia_um_dono', sql`num_nonnulls(${t.user_id}, ${t.motorista_id}) = 1`),
    // the hourly cleanup deletes the expired ones by age
    index('chaves_idempotencia_created_at_idx').on(t.created_at),
    check('chaves_idempotencia_estado_valido', oneOf(t.estado, KEY_STATES)),
  ],
);
