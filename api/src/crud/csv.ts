import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CSV_BOM, csvHeader, csvLines, MSG, type EntityName, type RowOf } from '@frota/shared/domain';
import { csvColumns, csvKeys } from '@frota/shared/domain/csv-columns';

/**
 * Rows read and written per step of a CSV export: one list page's worth. The answer goes out as it is written,
 * so an export of 100,000 payments holds one batch (and what the socket has not taken yet) in memory, not the list.
 */
export const CSV_BATCH_SIZE = 500;

/** `?colunas=`: the CSV's columns by key, in that order, for a screen that shows fewer than the list (a vehicle's payments). */
export function colunasQuery(entity: EntityName) {
  const keys = csvKeys(entity);
  return z
    .string()
    .max(500, MSG.textoLongo)
    .refine((value) => value.split(',').every((key) => keys.includes(key)), { error: MSG.opcaoInvalida })
    .transform((value) => [...new Set(value.split(','))])
    .optional()
    .describe(`As colunas do CSV, separadas por vírgula, entre: ${keys.join(', ')}. Sem ela, as da lista.`);
}

/** The OpenAPI description of a CSV answer. */
export function csvResponse(entity: EntityName) {
  const header = csvColumns(entity).map((c) => c.label);
  return {
    description: `CSV (UTF-8 com BOM, separador \`;\`, vírgula decimal, valores em reais sem o símbolo, datas dd/mm/aaaa), como anexo \`${entity}.csv\`. Colunas: ${header.join(', ')}.`,
    content: { 'text/csv': { schema: z.string() } },
  };
}

export const CSV_DESCRIPTION =
  'Todas as linhas da lista com os mesmos filtros, busca e ordenação (sem páginas), lidas em lotes e escritas à medida que chegam.';

/**
 * Answers `batches` (rows as the entity's list answers them) as its CSV, the columns `keys` names or the list's,
 * an attachment named `<entity's name>.csv`, written batch by batch as the socket takes it. The first batch is read
 * before the answer starts, so a failing query is an error answer, not a cut file; a later failure ends the
 * connection (the browser then reports the download as failed).
 */
export async function sendCsv<E extends EntityName>(reply: FastifyReply, entity: E, batches: AsyncIterable<readonly object[]>, keys?: readonly string[]) {
  const columns = csvColumns(entity, keys);
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* lines(): AsyncGenerator<string> {
    try {
      yield CSV_BOM + csvHeader(columns);
      for (let batch = first; !batch.done; batch = await iterator.next()) yield csvLines(columns, batch.value as RowOf<E>[]);
    } finally {
      // a client that went away stops the reading
      await iterator.return?.();
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${entity}.csv"`)
    .send(Readable.from(lines(), { objectMode: false }));
}
