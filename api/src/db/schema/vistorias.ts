import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ListaItem } from '@frota/shared/domain';
import { id, instant, oneOf, reference, versionedTimestamps } from './columns';
import { contratos } from './contratos';
import { veiculos } from './veiculos';

export const vistorias = pgTable(
  'vistorias',
  {
    id: id(),
    contrato_id: reference('contrato_id', () => contratos.id).notNull(),
    veiculo_id: reference('veiculo_id', () => veiculos.id).notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    realizada_em: instant('realizada_em').notNull(),
    quilometragem: integer('quilometragem').notNull(),
    combustivel_oitavos: integer('combustivel_oitavos').notNull(),
    // JSON: the items are read and written whole with their vistoria; zod checks their shape on the way in
    itens: jsonb('itens').$type<ListaItem<'itens_vistoria'>[]>().notNull().default([]),
    avarias: jsonb('avarias').$type<ListaItem<'avarias_vistoria'>[]>().notNull().default([]),
    observacoes: text('observacoes'),
    assinado_por_motorista: text('assinado_por_motorista'),
    status: varchar('status', { length: 20 }).notNull().default('rascunho'),
    ...versionedTimestamps(),
  },
  (t) => [
    // a contract has one hand-over each way; the resource's check says so in words, this holds under a race
    uniqueIndex('vistorias_contrato_id_tipo_key').on(t.contrato_id, t.tipo),
    index('vistorias_veiculo_id_realizada_em_idx').on(t.veiculo_id, t.realizada_em),
    check('vistorias_tipo_valido', oneOf(t.tipo, ['entrega', 'devolucao'])),
    check('vistorias_status_valido', oneOf(t.status, ['rascunho', 'concluida'])),
    check('vistorias_combustivel_oitavos_valido', sql`${t.combustivel_oitavos} between 0 and 8`),
    check('vistorias_quilometragem_nao_negativa', sql`${t.quilometragem} >= 0`),
  ],
);
