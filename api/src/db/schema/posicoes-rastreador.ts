import { doublePrecision, integer, pgTable } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { rastreadores } from './rastreadores';

/**
 * Each tracker's last position, one row per tracker, apart from `rastreadores`: a position every few seconds would
 * otherwise bump the tracker's `versao` (a person editing it would get 412 after 412) and its audit trail. Per tracker,
 * not per vehicle: the trackers list shows each one's last contact, and a car may carry two.
 */
export const posicoesRastreador = pgTable('posicoes_rastreador', {
  rastreador_id: integer('rastreador_id')
    .primaryKey()
    .references(() => rastreadores.id, { onDelete: 'cascade', onUpdate: 'restrict' }),
  /** the position's fixTime */
  contato_em: instant('contato_em').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** the km the position gave (null when it carried neither odometer nor totalDistance) */
  quilometragem: integer('quilometragem'),
  recebida_em: instant('recebida_em').notNull().defaultNow(),
});
