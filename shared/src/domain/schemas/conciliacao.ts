import { z } from 'zod';
import { formatBRL, formatNumber } from '../format';
import { PAGE_SIZE_MAX } from './api';

// The bank-statement reconciliation (issue 36): an OFX's credits become bank lines, each with a proposed match to
// the charges; confirming one records its receipts as a lote.

/**
 * aberto: waiting for a person; confirmado: its receipts are recorded; nao_aluguel: set aside, no money moved;
 * suspeito: its date or amount could not be read, kept as the file said it, never confirmed (a person checks the bank).
 */
export const STATUS_LANCAMENTO = ['aberto', 'confirmado', 'nao_aluguel', 'suspeito'] as const;
export type StatusLancamento = (typeof STATUS_LANCAMENTO)[number];

/** exato: our own Pix's txid; nome: the amount and the payer's name; a_conferir: the amount alone, or nothing. */
export const TIPOS_PROPOSTA = ['exato', 'nome', 'a_conferir'] as const;
export type TipoProposta = (typeof TIPOS_PROPOSTA)[number];

/** The largest OFX taken: a year of a busy account is well under it. */
export const OFX_MAX_BYTES = 5 * 1024 * 1024;

export const CONCILIACAO_MSG = {
  naoOfx: 'O arquivo não é um extrato OFX.',
  semArquivo: 'Escolha o arquivo OFX do extrato.',
  grande: `O arquivo passa de ${String(OFX_MAX_BYTES / 1024 / 1024)} MB.`,
  naoEncontrado: 'Lançamento não encontrado.',
  jaConferido: 'Este lançamento já foi conferido. Atualize a tela.',
  naoConferido: 'Este lançamento ainda está em aberto.',
  semProposta: 'Escolha a cobrança deste lançamento antes de confirmar.',
  jaPaga: (cobranca: number) => `A cobrança #${String(cobranca)} não está mais em aberto (foi paga ou cancelada enquanto isso). Atualize a tela e confira o lançamento.`,
  outroMotorista: 'As cobranças escolhidas são de mais de um motorista.',
  acimaDoAberto: (total: number) =>
    `O valor do lançamento é maior que o em aberto das cobranças escolhidas (${formatBRL(total).replace(/\u00a0/g, ' ')}).`,
  importados: (novos: number, ja: number, ilegiveis = 0) =>
    `${novos === 1 ? '1 lançamento novo' : `${formatNumber(novos)} lançamentos novos`}, ${ja === 1 ? '1 já importado' : `${formatNumber(ja)} já importados`}` +
    (ilegiveis ? `; ${ilegiveis === 1 ? '1 lançamento ilegível ficou' : `${formatNumber(ilegiveis)} lançamentos ilegíveis ficaram`} marcado${ilegiveis === 1 ? '' : 's'} como suspeito${ilegiveis === 1 ? '' : 's'} (confira no app do banco)` : ''),
  suspeito: 'Este lançamento é ilegível (a data ou o valor do extrato não puderam ser lidos) e não pode ser confirmado. Confira no app do banco e registre o recebimento pela cobrança, se for o caso.',
  /** the alert of an account's unreadable lines, while one is left */
  alertaIlegiveis: (n: number, conta: string) =>
    `${n === 1 ? '1 lançamento do extrato' : `${formatNumber(n)} lançamentos do extrato`} ${conta} não ${n === 1 ? 'pôde' : 'puderam'} ser lido${n === 1 ? '' : 's'}: confira no app do banco.`,
  confirmados: (n: number) => (n === 1 ? '1 lançamento confirmado' : `${formatNumber(n)} lançamentos confirmados`),
} as const;

export const candidatoConciliacao = z.object({
  motorista_id: z.number(),
  motorista_nome: z.string(),
  /** the charges it would pay, oldest due first */
  pagamento_ids: z.array(z.number()),
  /** their em aberto together */
  valor: z.number(),
  /** the due date nearest the bank line's date */
  data_prevista: z.string(),
});
export type CandidatoConciliacao = z.infer<typeof candidatoConciliacao>;

export const propostaConciliacao = z.object({
  tipo: z.enum(TIPOS_PROPOSTA),
  /** why, in a sentence for the clerk */
  motivo: z.string(),
  motorista_id: z.number().nullable(),
  motorista_nome: z.string().nullable(),
  /** what "Confirmar" pays: empty when a person must choose a candidate */
  pagamento_ids: z.array(z.number()),
  /** a_conferir: up to three charges or drivers the amount alone fits */
  candidatos: z.array(candidatoConciliacao),
});
export type PropostaConciliacao = z.infer<typeof propostaConciliacao>;

export const lancamentoBancario = z.object({
  id: z.number(),
  versao: z.number(),
  conta: z.string(),
  fitid: z.string(),
  /** null only for a suspeito line whose date could not be read */
  data: z.string().nullable(),
  /** null only for a suspeito line whose amount could not be read */
  valor: z.number().nullable(),
  /** a suspeito line's DTPOSTED and TRNAMT as the file wrote them (null when absent or for a readable line) */
  data_bruta: z.string().nullable(),
  valor_bruto: z.string().nullable(),
  memo: z.string().nullable(),
  nome: z.string().nullable(),
  status: z.enum(STATUS_LANCAMENTO),
  /** the lote its confirmation made (its recibo: /api/motoristas/{motorista_id}/recebimentos/{lote_id}/recibo) */
  lote_id: z.number().nullable(),
  motorista_id: z.number().nullable(),
  motorista_nome: z.string().nullable(),
  /** only while aberto: what Frota proposes, read fresh from the open charges */
  proposta: propostaConciliacao.nullable(),
});
export type LancamentoBancario = z.infer<typeof lancamentoBancario>;

/** `aberto`: to reconcile (the suspeito ones first); `conferido`: confirmed or set aside, newest first. */
export const lancamentosQuery = z.object({
  status: z.enum(['aberto', 'conferido']).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
});

export const importacaoExtrato = z.object({ novos: z.number(), ja_importados: z.number(), mensagem: z.string() });
export type ImportacaoExtrato = z.infer<typeof importacaoExtrato>;

const id = z.number().int().positive().max(2_147_483_647);

/** "Confirmar" of an a_conferir line names the charges chosen; without it, the proposal's. */
export const confirmarLancamentoInput = z.object({ pagamento_ids: z.array(id).min(1).max(200).optional() });

/** "Confirmar os 18 exatos": every line given, in one transaction, each as its own proposal. */
export const confirmarLancamentosInput = z.object({
  ids: z.array(id, { error: 'Informe os lançamentos.' }).min(1, 'Informe os lançamentos.').max(PAGE_SIZE_MAX),
});
export const confirmacaoLancamentos = z.object({ confirmados: z.number(), mensagem: z.string() });
export type ConfirmacaoLancamentos = z.infer<typeof confirmacaoLancamentos>;
