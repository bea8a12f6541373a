import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, instant, money, reference, versionedTimestamps } from './columns';
import { motoristas } from './motoristas';
import { veiculos } from './veiculos';

export const multas = pgTable(
  'multas',
  {
    id: id(),
    veiculo_id: reference('veiculo_id', () => veiculos.id).notNull(),
    motorista_id: reference('motorista_id', () => motoristas.id).notNull(),
    /** instants: the API answers them as ISO timestamps (shown in UTC) */
    data_multa: instant('data_multa').notNull(),
    data_vencimento: instant('data_vencimento').notNull(),
    valor_multa: money('valor_multa').notNull(),
    motivo: text('motivo').notNull(),
    observacoes: text('observacoes'),
    transferido_para_condutor: boolean('transferido_para_condutor').notNull().default(false),
    /** charged to the driver: a `multa` charge on their contract is kept in step with it */
    valor_cobrado_motorista: money('valor_cobrado_motorista').notNull().default(0),
    /** when the driver confirmed on his own page that he was driving ("Fui eu", issue 37) */
    condutor_confirmado_em: instant('condutor_confirmado_em'),
    ...versionedTimestamps(),
  },
  (t) => [
    index('multas_veiculo_id_data_multa_idx').on(t.veiculo_id, t.data_multa),
    index('multas_motorista_id_idx').on(t.motorista_id),
    index('multas_data_multa_idx').on(t.data_multa),
    check('multas_valor_multa_nao_negativo', sql`${t.valor_multa} >= 0`),
    check('multas_valor_cobrado_motorista_nao_negativo', sql`${t.valor_cobrado_motorista} >= 0`),
  ],
);
