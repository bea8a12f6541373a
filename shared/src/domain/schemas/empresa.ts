import { z } from 'zod';
import { maskCnpj, validarCnpj } from '../cnpj';
import { normalizarChavePix, validarChavePix } from '../chave-pix';
import { maskTelefone, validarTelefone } from '../telefone';
import { ENCARGOS_LIMITES, ENCARGOS_MSG } from '../encargos';
import { diasDeLembrete } from './lembretes';
import { opcao, opcional, percentual, texto, textoOpcional, validado, versao, inteiroAte } from './fields';

// The company's own data (issue 33): one row, written by the administrador, read by the recibo, the extrato and Pix.

export const UFS = ['AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO'] as const;
export type Uf = (typeof UFS)[number];

/** PUT /api/empresa: the whole company, as the form sends it. */
export const empresaInput = z.object({
  razao_social: texto(120),
  cnpj: validado(validarCnpj, maskCnpj),
  endereco: textoOpcional(200),
  cidade: texto(60),
  uf: opcao(UFS),
  chave_pix: opcional(validado(validarChavePix, normalizarChavePix)),
  whatsapp: opcional(validado(validarTelefone, maskTelefone)),
  // the late charges' terms (issue 36); left out, the saved ones stay
  multa_atraso_percentual: percentual(ENCARGOS_LIMITES.multaMaxima, ENCARGOS_MSG.multaForaDoLimite).optional(),
  juros_mora_percentual: percentual(ENCARGOS_LIMITES.jurosMaximo, ENCARGOS_MSG.jurosForaDoLimite).optional(),
  carencia_dias: inteiroAte(ENCARGOS_LIMITES.carenciaMaxima, ENCARGOS_MSG.carenciaForaDoLimite).optional(),
  /** the reminders' schedule; left out, the saved one stays */
  lembretes_dias: diasDeLembrete.optional(),
});

/** GET /api/empresa: what is in force; before the first save, the environment's (EMPRESA_NOME, PIX_*), `salvo` false. */
export const empresa = z.object({
  versao: versao(),
  salvo: z.boolean(),
  razao_social: z.string().nullable(),
  cnpj: z.string().nullable(),
  endereco: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.enum(UFS).nullable(),
  chave_pix: z.string().nullable(),
  whatsapp: z.string().nullable(),
  multa_atraso_percentual: z.number(),
  juros_mora_percentual: z.number(),
  carencia_dias: z.number().int(),
  lembretes_dias: z.array(z.number()),
});

/** The company as a printed document (recibo, extrato) heads and signs it. */
export const empresaDoDocumento = z.object({
  nome: z.string(),
  cnpj: z.string().nullable(),
  endereco: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.enum(UFS).nullable(),
  whatsapp: z.string().nullable(),
});

export type Empresa = z.infer<typeof empresa>;
export type EmpresaInput = z.input<typeof empresaInput>;
export type EmpresaDoDocumento = z.infer<typeof empresaDoDocumento>;
