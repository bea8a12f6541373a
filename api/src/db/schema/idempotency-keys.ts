import { char, check, index, integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, oneOf } from './columns';
import { users } from './users';

export const KEY_STATES = ['em_andamento', 'concluida'] as const;

/** The headers of an answer a replay repeats (a bearer token is never among them: sessionless routes store nothing). */
export type StoredHeaders = Partial<Record<'content-type' | 'location' | 'etag', string>>;

/**
 * The answer to each POST sent with an Idempotency-Key, per user, for 24 hours (plugins/idempotency.ts). In the
 * database, not in memory, so instances sharing one PostgreSQL agree on who runs a request.
 */
export const idempotencyKeys = pgTable(
  'chaves_idempotencia',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade', onUpdate: 'restrict' }),
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
    primaryKey({ name: 'chaves_idempotencia_pkey', columns: [t.user_id, t.chave] }),
    // the hourly cleanup deletes the expired ones by age
    index('chaves_idempotencia_created_at_idx').on(t.created_at),
    check('chaves_idempotencia_estado_valido', oneOf(t.estado, KEY_STATES)),
  ],
);
