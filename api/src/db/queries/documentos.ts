import { sql, type SQL } from 'drizzle-orm';
import { documentosVeiculo, veiculos } from '../schema';

/**
 * The paper `d` still asks for something: not paid, and no paper of its vehicle and type is due after it (the
 * renewal replaces it). One rule for the list's mark, the contract's warning and the alerts.
 */
export const DOCUMENTO_EM_ABERTO: SQL = sql`d.pago_em is null and not exists (select 1 from ${documentosVeiculo} seguinte
  where seguinte.veiculo_id = d.veiculo_id and seguinte.tipo = d.tipo and seguinte.vencimento > d.vencimento)`;

/** The `veiculos` row in scope's open licenciamento and seguro papers due before today in São Paulo. */
const VENCIDOS_QUE_IMPEDEM: SQL = sql`from ${documentosVeiculo} d where d.veiculo_id = ${veiculos.id}
  and d.tipo in ('licenciamento', 'seguro') and d.vencimento < hoje_sao_paulo() and ${DOCUMENTO_EM_ABERTO}`;

/** Which of them the car lacks (the `documento_vencido` options), null when none: a car without them is not rented. */
export const DOCUMENTO_VENCIDO: SQL = sql`(select case when count(distinct d.tipo) = 2 then 'licenciamento_e_seguro' else min(d.tipo) end
  ${VENCIDOS_QUE_IMPEDEM})`;

/** The due day of the earliest of them, 'YYYY-MM-DD'. */
export const DOCUMENTO_VENCIDO_EM: SQL = sql`(select to_char(min(d.vencimento), 'YYYY-MM-DD') ${VENCIDOS_QUE_IMPEDEM})`;
