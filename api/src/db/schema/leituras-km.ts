import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ORIGENS_LEITURA_KM } from '@frota/shared/domain';
import { createdAt, id, instant, oneOf, reference } from './columns';
import { manutencoes } from './manutencoes';
import { rastreadores } from './rastreadores';
import { veiculos } from './veiculos';
import { vistorias } from './vistorias';

/**
 * A vehicle's km as read somewhere (issue 35): a tracker's position, a finished maintenance, a concluded vistoria or a
 * km typed on a tracker. The current km is the latest that is not `suspeita` (db/queries/veiculos.ts). The rows of a
 * maintenance, a vistoria and a typed km are written by the triggers of migration 0020, whoever writes those rows.
 */
export const leiturasKm = pgTable(
  'leituras_km',
  {
    id: id(),
    veiculo_id: reference('veiculo_id', () => veiculos.id).notNull(),
    lida_em: instant('lida_em').notNull(),
    quilometragem: integer('quilometragem').notNull(),
    origem: varchar('origem', { length: 20 }).notNull(),
    // the reading outlives its tracker: the car still ran those km
    rastreador_id: integer('rastreador_id').references(() => rastreadores.id, { onDelete: 'set null', onUpdate: 'restrict' }),
    // the reading is the maintenance's or vistoria's own km: it goes with them
    manutencao_id: integer('manutencao_id').references(() => manutencoes.id, { onDelete: 'cascade', onUpdate: 'restrict' }),
    vistoria_id: integer('vistoria_id').references(() => vistorias.id, { onDelete: 'cascade', onUpdate: 'restrict' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** below the last good reading or too far above it: kept for a person to see, never the current km */
    suspeita: boolean('suspeita').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('leituras_km_veiculo_id_lida_em_idx').on(t.veiculo_id, t.lida_em.desc(), t.id.desc()),
    uniqueIndex('leituras_km_manutencao_id_key').on(t.manutencao_id),
    uniqueIndex('leituras_km_vistoria_id_key').on(t.vistoria_id),
    index('leituras_km_rastreador_id_idx').on(t.rastreador_id),
    check('leituras_km_origem_valida', oneOf(t.origem, ORIGENS_LEITURA_KM)),
    check('leituras_km_quilometragem_nao_negativa', sql`${t.quilometragem} >= 0`),
  ],
);
