import { z } from 'zod';
import { dia } from './fields';

// The driver's own page (issue 37): what the driver session's routes under /api/motorista/ take and answer.

/** POST /api/motorista/sessao: the link's token (from its fragment) and the birth date the driver confirms. */
export const sessaoMotoristaInput = z.object({ token: z.string().min(1), data_nascimento: dia() });

/** 201 of POST /api/motorista/sessao: a driver session of 30 days. */
export const sessaoMotorista = z.object({
  token: z.string(),
  expira_em: z.string(),
  motorista: z.object({ id: z.number(), nome: z.string() }),
});

/** GET /api/motorista/eu */
export const motoristaDaSessao = z.object({
  id: z.number(),
  nome: z.string(),
  empresa: z.object({ nome: z.string(), whatsapp: z.string().nullable() }),
});

/** GET /api/motorista/saldo: the ledger's figures for the driver today. */
export const saldoMotorista = z.object({
  saldo_vencido: z.number(),
  saldo_a_vencer: z.number(),
  saldo_devedor: z.number(),
  caucao_em_custodia: z.number(),
  proximo_vencimento: z.object({ data: z.string(), valor: z.number() }).nullable(),
});

export const TIPOS_VISTORIA_DO_MOTORISTA = ['entrega', 'devolucao'] as const;

/** GET /api/motorista/contrato: the driver's active contract, or null. */
export const contratoDoMotorista = z.object({
  contrato: z
    .object({
      id: z.number(),
      data_inicio: z.string(),
      valor_semanal: z.number(),
      status_contrato: z.string(),
      plano: z.object({ nome: z.string() }).nullable(),
      km_franquia_semanal: z.number().nullable(),
      km_semana_atual: z.number().nullable(),
      caucao_em_custodia: z.number(),
      veiculo: z.object({ placa: z.string(), modelo: z.string(), marca: z.string() }),
      vistorias: z.array(
        z.object({ id: z.number(), tipo_vistoria: z.enum(TIPOS_VISTORIA_DO_MOTORISTA), concluida_em: z.string().nullable(), km: z.number().nullable() }),
      ),
    })
    .nullable(),
});

/** A fine of the driver's contracts, as GET /api/motorista/multas and POST …/{id}/fui-eu answer it. */
export const multaDoMotorista = z.object({
  id: z.number(),
  data_infracao: z.string(),
  local: z.string().nullable(),
  descricao: z.string(),
  valor: z.number(),
  data_vencimento: z.string().nullable(),
  prazo_indicacao: z.string().nullable(),
  condutor_confirmado_em: z.string().nullable(),
  veiculo: z.object({ placa: z.string() }),
});

export const multasDoMotorista = z.object({ data: z.array(multaDoMotorista) });

export type SessaoMotorista = z.infer<typeof sessaoMotorista>;
export type MotoristaDaSessao = z.infer<typeof motoristaDaSessao>;
export type SaldoMotorista = z.infer<typeof saldoMotorista>;
export type ContratoDoMotorista = z.infer<typeof contratoDoMotorista>;
export type MultaDoMotorista = z.infer<typeof multaDoMotorista>;
