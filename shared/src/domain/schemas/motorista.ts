import { z } from 'zod';
import { CATEGORIAS_CNH, STATUS_MOTORISTA } from '../enums';
import { normalizarCnh, validarCnh } from '../cnh';
import { maskCpf, validarCpf } from '../cpf';
import { hojeSaoPaulo } from '../format';
import { IDADE_MINIMA_MOTORISTA, idadeEm } from '../idade';
import { MSG } from '../messages';
import { maskTelefone, validarTelefone } from '../telefone';
import { dia, email, id, opcao, texto, validado, versao } from './fields';

/** Of age on today's date in São Paulo, read on each parse (born 29/02: the birthday of a common year is 01/03). */
function dataNascimento() {
  return dia().refine((v) => !/^\d{4}-\d{2}-\d{2}$/.test(v) || idadeEm(v, hojeSaoPaulo()) >= IDADE_MINIMA_MOTORISTA, MSG.motoristaMenorDeIdade);
}

export const motoristaInput = z.object({
  nome: texto(150),
  cpf: validado(validarCpf, maskCpf),
  rg: texto(20),
  data_nascimento: dataNascimento(),
  /** the número de registro: 11 digits with DENATRAN's check digits, stored as digits */
  cnh: validado(validarCnh, normalizarCnh),
  categoria_cnh: opcao(CATEGORIAS_CNH),
  validade_cnh: dia(),
  telefone: validado(validarTelefone, maskTelefone),
  email: email(),
  endereco: texto(255),
  status: opcao(STATUS_MOTORISTA).default('ativo'),
});

export const motorista = z.object({
  id: id(),
  versao: versao(),
  nome: z.string(),
  cpf: z.string(),
  rg: z.string(),
  data_nascimento: z.string(),
  cnh: z.string(),
  categoria_cnh: z.enum(CATEGORIAS_CNH),
  validade_cnh: z.string(),
  telefone: z.string(),
  email: z.string(),
  endereco: z.string(),
  status: z.enum(STATUS_MOTORISTA),
});

export const motoristaResumo = motorista.pick({ id: true, nome: true, cpf: true });

export type Motorista = z.infer<typeof motorista>;

/** A CNH this close to its expiry (or past it) gets a warning. */
export const CNH_AVISO_DIAS = 30;

export type SituacaoCnh = { situacao: 'vencida' | 'vencendo' | 'valida'; dias: number };

/** Days from `hoje` to the CNH expiry ('YYYY-MM-DD' both); the CNH is still valid on its expiry day. */
export function situacaoCnh(validade: string, hoje: string): SituacaoCnh {
  const dias = Math.round((Date.parse(`${validade}T00:00:00Z`) - Date.parse(`${hoje}T00:00:00Z`)) / 86_400_000);
  if (dias < 0) return { situacao: 'vencida', dias };
  return { situacao: dias <= CNH_AVISO_DIAS ? 'vencendo' : 'valida', dias };
}
