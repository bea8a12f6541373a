import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { day, id, reference, versionedTimestamps } from './columns';
import { veiculos } from './veiculos';

export const rastreadores = pgTable(
  'rastreadores',
  {
    id: id(),
    nome_dispositivo: varchar('nome_dispositivo', { length: 255 }).notNull(),
    codigo_identificacao: varchar('codigo_identificacao', { length: 255 }).notNull(),
    data_compra: day('data_compra'),
    caracteristicas: text('caracteristicas'),
    km_atual: integer('km_atual'),
    /** the vehicle's km when the tracker was installed: a position without an odometer counts its totalDistance from it */
    km_instalacao: integer('km_instalacao'),
    veiculo_id: reference('veiculo_id', () => veiculos.id),
    ...versionedTimestamps(),
  },
  (t) => [
    uniqueIndex('rastreadores_codigo_identificacao_key').on(t.codigo_identificacao),
    index('rastreadores_veiculo_id_idx').on(t.veiculo_id),
    check('rastreadores_km_atual_nao_negativo', sql`${t.km_atual} is null or ${t.km_atual} >= 0`),
    check('rastreadores_km_instalacao_nao_negativo', sql`${t.km_instalacao} is null or ${t.km_instalacao} >= 0`),
  ],
);
