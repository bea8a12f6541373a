import { doublePrecision, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';

/** Traccar devices whose uniqueId matches no tracker's codigo_identificacao, until an administrador links them. */
export const dispositivosDesconhecidos = pgTable(
  'dispositivos_desconhecidos',
  {
    id: id(),
    unique_id: varchar('unique_id', { length: 255 }).notNull(),
    nome: varchar('nome', { length: 255 }),
    contato_em: instant('contato_em').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    posicoes: integer('posicoes').notNull().default(1),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('dispositivos_desconhecidos_unique_id_key').on(t.unique_id)],
);
