import { sql } from 'drizzle-orm';
import { defineResource } from '../../crud/define-resource';
import { posicoesRastreador } from '../../db/schema';

/**
 * The fixTime of the tracker's last position, as ISO text (sorts as time does). The outer column is written out
 * whole: in a one-table select drizzle drops the table's name, and a bare "id" would not be the tracker's.
 */
const ULTIMO_CONTATO_EM = sql`(select to_char(p.contato_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  from ${posicoesRastreador} p where p.rastreador_id = ${sql.raw('"rastreadores"."id"')})`;

export const rastreadoresResource = defineResource({
  entity: 'rastreadores',
  computed: { ultimo_contato_em: ULTIMO_CONTATO_EM },
});
