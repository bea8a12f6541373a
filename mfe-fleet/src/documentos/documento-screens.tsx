import {
  ENUMS,
  documentoFormInput,
  documentos,
  enumLabel,
  estadoDoDocumento,
  hojeSaoPaulo,
  newIdempotencyKey,
  StatusBadge,
  veiculoColumn,
  veiculoReferenceField,
  withPlaca,
  defineResourceScreens,
  type ArquivoEscolhido,
  type Column,
  type Documento,
  type FieldConfig,
  type InputOf,
} from '@frota/shared';
import { enviarArquivo } from './api/arquivo-do-documento';
import { campoArquivo } from './campo-arquivo';

type Entrada = InputOf<'documentos'> & { arquivo_novo?: ArquivoEscolhido | '' };

/** Vence em, Vencido em, Pago em: green once paid, red past due. */
export function EstadoDoDocumento({ documento }: { documento: Pick<Documento, 'vencimento' | 'pago_em'> }) {
  const { estado, texto } = estadoDoDocumento(documento, hojeSaoPaulo());
  const status = { pago: 'pago', vencido: 'atrasado', a_vencer: 'pendente' }[estado];
  return (
    <StatusBadge kind="status_pagamento" status={status}>
      {texto}
    </StatusBadge>
  );
}

export const nomeDoDocumento = (d: Pick<Documento, 'tipo' | 'descricao'>) => (d.descricao ? `${enumLabel('tipo_documento', d.tipo)} — ${d.descricao}` : enumLabel('tipo_documento', d.tipo));

const columns: Column<Documento>[] = [
  { key: 'tipo', label: 'Documento', sortable: true, card: 'title', lines: 2, value: nomeDoDocumento },
  veiculoColumn({ placa: true }),
  { key: 'vencimento', label: 'Situação', sortable: true, card: 'status', render: (d) => <EstadoDoDocumento documento={d} /> },
  { key: 'valor', label: 'Valor', sortable: true, kind: 'money', priority: 1, value: (d) => d.valor },
];

const fields: FieldConfig[] = [
  veiculoReferenceField({ autoFocus: true }),
  { name: 'tipo', label: 'Tipo', type: 'select', required: true, options: ENUMS.tipo_documento.values.map((v) => ({ value: v, label: enumLabel('tipo_documento', v) })) },
  { name: 'descricao', label: 'Descrição', type: 'text', maxLength: 200, placeholder: 'IPVA 2027, apólice 123…' },
  { name: 'vencimento', label: 'Vencimento', type: 'date', required: true },
  { name: 'valor', label: 'Valor (R$)', type: 'money' },
  { name: 'pago_em', label: 'Pago em', type: 'date', helperText: 'Deixe em branco enquanto não for pago' },
  campoArquivo,
];

/** The paper's file goes after the paper: a new one needs its id. A resend of the same save stores it once. */
async function comArquivo(salvar: (input: InputOf<'documentos'>) => Promise<Documento>, entrada: Entrada, chave: string): Promise<Documento> {
  const { arquivo_novo, ...input } = entrada;
  const documento = await salvar(input);
  if (arquivo_novo) await enviarArquivo(documento.id, arquivo_novo.arquivo, arquivo_novo.nome, chave);
  return documento;
}

/** The papers' client: a save sends the chosen file too, before the form says it is saved. */
const documentosComArquivo: typeof documentos = {
  ...documentos,
  create: (input, options = {}) => {
    const chave = options.idempotencyKey ?? newIdempotencyKey();
    return comArquivo((i) => documentos.create(i, { idempotencyKey: chave }), input as Entrada, `${chave}-arquivo`);
  },
  update: (id, input, options) => comArquivo((i) => documentos.update(id, i, options), input as Entrada, newIdempotencyKey()),
};

/** Papers: the fleet's list by due date, new and edit from one definition (issue 35). */
export const documentoScreens = defineResourceScreens({
  entity: 'documentos',
  resource: documentosComArquivo,
  list: {
    columns,
    rowLabel: withPlaca<Documento>(nomeDoDocumento),
    defaultSort: { field: 'vencimento' },
    searchLabel: 'Buscar documentos por descrição ou placa',
  },
  form: {
    schema: documentoFormInput,
    fields,
    // the file it has shows beside the field that replaces it
    toFormValues: (d) => ({ ...Object.fromEntries(fields.map((f) => [f.name, (d as Record<string, unknown>)[f.name] ?? ''])), arquivo: d.arquivo }),
  },
});

export const DocumentoScreens = documentoScreens.Screens;
