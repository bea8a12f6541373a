import { z } from 'zod';
import { MSG } from '../messages';
import { dia } from './fields';

// The driver's own page (issue 37): a one-time link made by the staff, a driver session, and what he sees of his own.

/** POST /api/motoristas/{id}/acesso: the one-time link, and a WhatsApp link that carries it (null without a phone). */
export const acessoMotorista = z.object({
  url: z.string(),
  expira_em: z.string(),
  whatsapp_url: z.string().nullable(),
});

/** POST /api/motorista/sessao: the link's token (from the URL's fragment) and the birth date he confirms. */
export const sessaoMotoristaInput = z.object({
  token: z.string({ error: MSG.obrigatorio }).min(1, MSG.obrigatorio).max(200, MSG.textoLongo),
  data_nascimento: dia(),
});

export const sessaoMotorista = z.object({
  token: z.string(),
  expira_em: z.string(),
  motorista: z.object({ id: z.number(), nome: z.string() }),
});

/** GET /api/motorista/eu: the portal's header and its "Falar com a locadora" link. */
export const motoristaDaSessao = z.object({
  id: z.number(),
  nome: z.string(),
  empresa: z.object({ nome: z.string(), whatsapp: z.string().nullable() }),
});

/** GET /api/motorista/saldo: the ledger's figures of his account today. */
export const saldoMotorista = z.object({
  saldo_vencido: z.number(),
  saldo_a_vencer: z.number(),
  saldo_devedor: z.number(),
  /** the late charges of his overdue rents today (the ledger's razao_encargos, issue 36): his Pix asks them too */
  encargos: z.number(),
  caucao_em_custodia: z.number(),
  /** the earliest open charge due today or later, and what it still asks */
  proximo_vencimento: z.object({ data: z.string(), valor: z.number() }).nullable(),
});

export const vistoriaDoMotorista = z.object({
  id: z.number(),
  tipo: z.enum(['entrega', 'devolucao']),
  realizada_em: z.string(),
  quilometragem: z.number(),
});

/** GET /api/motorista/contrato: his active contract, else his latest; null when he never had one. */
export const contratoDoMotorista = z.object({
  contrato: z
    .object({
      id: z.number(),
      data_inicio: z.string(),
      valor_aluguel: z.number(),
      status_contrato: z.string(),
      plano: z.object({ nome: z.string() }).nullable(),
      km_franquia_semanal: z.number().nullable(),
      /** km run since this week's start, when the readings tell */
      km_semana_atual: z.number().nullable(),
      caucao_em_custodia: z.number(),
      veiculo: z.object({ placa: z.string(), modelo: z.string(), marca: z.string() }),
      /** the signed (concluída) vistorias, whose termo PDF GET /api/motorista/vistorias/{id}/termo answers */
      vistorias: z.array(vistoriaDoMotorista),
    })
    .nullable(),
});

/** A fine of his, as GET /api/motorista/multas lists it. */
export const multaDoMotorista = z.object({
  id: z.number(),
  /** the fine's data_multa (ISO instant, shown as its UTC day like every fine date) */
  data_infracao: z.string(),
  /** what and where, as the fine's motivo and observacoes say it */
  motivo: z.string(),
  observacoes: z.string().nullable(),
  /** the fine's valor_multa */
  valor: z.number(),
  data_vencimento: z.string(),
  /** "Indicar condutor até dd/mm": the due date while the driver is not yet indicated; null once he is */
  prazo_indicacao: z.string().nullable(),
  /** when he confirmed he was driving ("Fui eu"); null until then */
  condutor_confirmado_em: z.string().nullable(),
  veiculo: z.object({ placa: z.string() }),
});

export const multasDoMotorista = z.object({ data: z.array(multaDoMotorista) });

export type AcessoMotorista = z.infer<typeof acessoMotorista>;
export type SessaoMotorista = z.infer<typeof sessaoMotorista>;
export type MotoristaDaSessao = z.infer<typeof motoristaDaSessao>;
export type SaldoMotorista = z.infer<typeof saldoMotorista>;
export type ContratoDoMotorista = z.infer<typeof contratoDoMotorista>;
export type MultaDoMotorista = z.infer<typeof multaDoMotorista>;
