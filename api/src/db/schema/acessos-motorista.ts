import { char, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';
import { motoristas } from './motoristas';

// access rows are no record of the business: deleting a driver (one with no contract) takes them along
const motorista = () => integer('motorista_id').references(() => motoristas.id, { onDelete: 'cascade', onUpdate: 'restrict' });

/**
 * A driver's one-time link (issue 37): one per driver, the latest voids the one before. Only the token's sha256 is
 * kept; `usado_em` marks its one use, `tentativas` counts wrong birth dates (the fifth voids it).
 */
export const acessosMotorista = pgTable(
  'acessos_motorista',
  {
    id: id(),
    motorista_id: motorista().notNull(),
    token_hash: char('token_hash', { length: 64 }).notNull(),
    expires_at: instant('expires_at').notNull(),
    usado_em: instant('usado_em'),
    tentativas: integer('tentativas').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('acessos_motorista_motorista_id_key').on(t.motorista_id), uniqueIndex('acessos_motorista_token_hash_key').on(t.token_hash)],
);

/** A driver session: a bearer token of its own kind, kept hashed, which only the /api/motorista routes take. */
export const sessoesMotorista = pgTable(
  'sessoes_motorista',
  {
    id: id(),
    token_hash: char('token_hash', { length: 64 }).notNull(),
    motorista_id: motorista().notNull(),
    expires_at: instant('expires_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('sessoes_motorista_token_hash_key').on(t.token_hash), index('sessoes_motorista_motorista_id_idx').on(t.motorista_id)],
);

/** A driver's browser subscribed to his notices; apart from the staff's, so no staff broadcast ever reaches a driver. */
export const pushMotoristas = pgTable(
  'push_motoristas',
  {
    id: id(),
    motorista_id: motorista().notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('push_motoristas_endpoint_key').on(t.endpoint), index('push_motoristas_motorista_id_idx').on(t.motorista_id)],
);

/** Each notice sent to a driver, by its key ("vence:<pagamento>", "multa:<multa>"): sent once. */
export const avisosMotorista = pgTable(
  'avisos_motorista',
  {
    id: id(),
    motorista_id: motorista().notNull(),
    chave: varchar('chave', { length: 60 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('avisos_motorista_chave_key').on(t.motorista_id, t.chave)],
);
