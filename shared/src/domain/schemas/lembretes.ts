import { z } from 'zod';
import { MSG } from '../messages';
import { dia, id } from './fields';

// The day's collection reminders (issue 36): a schedule of days from the due date, set in Empresa; each day, who
// is on a step of it, with the WhatsApp message for that step; and what was sent, to whom and when.

/** The schedule when Empresa has not set one: the day before, the due date, and 1, 3 and 7 days late. */
export const LEMBRETES_PADRAO = [-1, 0, 1, 3, 7] as const;
export const LEMBRETES_MIN = -7;
export const LEMBRETES_MAX_DIAS = 60;
export const LEMBRETES_MAX = 10;

/** "-1, 0, 1, 3, 7" as typed in the form, or the list itself. */
const listaDeDias = (valor: unknown): unknown => {
  if (typeof valor !== 'string') return valor;
  return valor
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map((parte) => (/^[-−]?\d+$/.test(parte) ? Number(parte.replace('−', '-')) : Number.NaN));
};

const diaDaAgenda = (dia: unknown): dia is number => Number.isInteger(dia) && (dia as number) >= LEMBRETES_MIN && (dia as number) <= LEMBRETES_MAX_DIAS;

/** The schedule: whole days from -7 to 60, none twice, at most 10; kept in order. */
// checked as a whole, so the message is the field's and not an item's
export const diasDeLembrete = z.preprocess(
  listaDeDias,
  z
    .array(z.unknown(), { error: MSG.lembretesDiaInvalido })
    .refine((dias) => dias.every(diaDaAgenda), MSG.lembretesDiaInvalido)
    .max(LEMBRETES_MAX, MSG.lembretesDemais)
    .refine((dias) => new Set(dias).size === dias.length, MSG.lembretesRepetidos)
    .transform((dias) => (dias as number[]).toSorted((a, b) => a - b)),
);

/** The step a number of days from the due date names: vespera (-1), vencimento (0), atraso_N (N late), antes_N. */
export function etapaDoDia(dias: number): string {
  if (dias === -1) return 'vespera';
  if (dias === 0) return 'vencimento';
  return dias > 0 ? `atraso_${dias}` : `antes_${-dias}`;
}

/** How a screen names a step: "Véspera", "Vencimento", "3 dias de atraso", "Faltam 3 dias". */
export function etapaLabel(etapa: string): string {
  if (etapa === 'vespera') return 'Véspera';
  if (etapa === 'vencimento') return 'Vencimento';
  const [tipo, n] = etapa.split('_');
  if (tipo === 'atraso') return n === '1' ? '1 dia de atraso' : `${n} dias de atraso`;
  return `Faltam ${n} dias`;
}

/** A step the schedule can name, as sent back by "Marcar como enviada". */
export const etapa = z
  .string({ error: MSG.obrigatorio })
  .min(1, MSG.obrigatorio)
  .regex(/^(vespera|vencimento|atraso_([1-9]|[1-5]\d|60)|antes_[2-7])$/, MSG.etapaInvalida);

/** GET /api/cobranca/hoje: the day asked, São Paulo's today by default. */
export const lembretesHojeQuery = z.object({ data: dia().optional() });

/** Who sent a reminder and when (ISO instant). */
export const envioLembrete = z.object({ enviado_em: z.string(), enviado_por: z.string().nullable() });

/** A row of the "Hoje" tab: one driver on a step of the schedule today. */
export const lembreteHoje = z.object({
  motorista: z.object({ id: z.number(), nome: z.string(), telefone: z.string() }),
  /** the car of the charge the step is about */
  veiculo: z.object({ id: z.number(), placa: z.string() }),
  etapa: z.string(),
  /** days his oldest open rent is past due on that day: -1 due tomorrow, 0 due today; 7 or more asks to weigh a block */
  dias_atraso: z.number(),
  /** the due date the step is about */
  vencimento: z.string(),
  /** what he owes up to that due date (the ledger's em aberto) */
  valor: z.number(),
  /** the rent weeks and the other charges in valor */
  semanas: z.number(),
  outras_cobrancas: z.number(),
  /** a Pix copia-e-cola for valor; null when Pix is not configured */
  pix: z.string().nullable(),
  /** wa.me with the step's message; null without a usable phone */
  whatsapp_url: z.string().nullable(),
  /** this step's reminder, once marked as sent */
  enviado: envioLembrete.nullable(),
});

/** POST /api/cobranca/lembretes: marks the day's step as sent to the driver. */
export const marcarLembreteInput = z.object({ motorista_id: id(), data: dia(), etapa });

/** A reminder sent: the driver's page and the answer of the mark. */
export const lembreteEnviado = z.object({
  id: z.number(),
  motorista_id: z.number(),
  data: z.string(),
  etapa: z.string(),
  valor: z.number(),
  enviado_em: z.string(),
  enviado_por: z.string().nullable(),
});

export type LembreteHoje = z.infer<typeof lembreteHoje>;
export type LembreteEnviado = z.infer<typeof lembreteEnviado>;

/** GET /api/cobranca/hoje/{id}/historico: what a person weighs before blocking a driver 7 or more days late. */
export const historicoDeAtraso = z.object({
  lembretes: z.array(lembreteEnviado),
  /** his charges due before the day and still open (the ledger's em aberto) */
  cobrancas_vencidas: z.array(z.object({ pagamento_id: z.number(), tipo: z.string(), data_prevista: z.string(), em_aberto: z.number(), placa: z.string() })),
  /** his last five receipts */
  ultimos_recebimentos: z.array(z.object({ recebimento_id: z.number(), tipo: z.string(), data_pagamento: z.string(), valor: z.number() })),
});

export type HistoricoDeAtraso = z.infer<typeof historicoDeAtraso>;
