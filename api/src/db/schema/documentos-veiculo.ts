import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { ENUMS, TIPOS_ARQUIVO_DOCUMENTO } from '@frota/shared/domain';
import { day, id, money, oneOf, reference, versionedTimestamps } from './columns';
import { veiculos } from './veiculos';

/** A vehicle's paper with a due date (IPVA, licenciamento, seguro…), and the photo or PDF of it (issue 35). */
export const documentosVeiculo = pgTable(
  'documentos_veiculo',
  {
    id: id(),
    veiculo_id: reference('veiculo_id', () => veiculos.id).notNull(),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    descricao: text('descricao'),
    vencimento: day('vencimento').notNull(),
    valor: money('valor'),
    pago_em: day('pago_em'),
    /** the file's content type; null without a file */
    arquivo: varchar('arquivo', { length: 30 }),
    /** where the storage keeps its bytes: a new file is a new key, so a reader never gets half of one */
    arquivo_chave: text('arquivo_chave'),
    ...versionedTimestamps(),
  },
  (t) => [
    // a vehicle's papers by type, the latest due last: its page, its list mark and "a later paper of the type"
    index('documentos_veiculo_veiculo_id_tipo_vencimento_idx').on(t.veiculo_id, t.tipo, t.vencimento),
    // the alerts' daily question: the unpaid papers due soon
    index('documentos_veiculo_nao_pagos_vencimento_idx').on(t.vencimento).where(sql`${t.pago_em} is null`),
    check('documentos_veiculo_tipo_valido', oneOf(t.tipo, ENUMS.tipo_documento.values)),
    check('documentos_veiculo_arquivo_valido', sql`${t.arquivo} is null or ${oneOf(t.arquivo, TIPOS_ARQUIVO_DOCUMENTO)}`),
    check('documentos_veiculo_valor_nao_negativo', sql`${t.valor} >= 0`),
  ],
);
