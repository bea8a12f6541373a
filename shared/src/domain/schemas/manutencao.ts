import { z } from 'zod';
import { STATUS_MANUTENCAO, TIPOS_MANUTENCAO } from '../enums';
import { dia, dinheiro, id, inteiroNaoNegativo, opcao, texto, versao } from './fields';
import { veiculoResumo } from './veiculo';

export const manutencaoInput = z.object({
  veiculo_id: id(),
  tipo_manutencao: opcao(TIPOS_MANUTENCAO),
  descricao: texto(2000),
  data_manutencao: dia(),
  quilometragem: inteiroNaoNegativo(),
  custo: dinheiro(),
  status_atual: opcao(STATUS_MANUTENCAO).default('agendada'),
});

export const manutencao = z.object({
  id: id(),
  versao: versao(),
  veiculo_id: z.number(),
  tipo_manutencao: z.enum(TIPOS_MANUTENCAO),
  descricao: z.string(),
  data_manutencao: z.string(),
  quilometragem: z.number(),
  custo: z.number(),
  status_atual: z.enum(STATUS_MANUTENCAO),
  veiculo: veiculoResumo.optional(),
});

export type Manutencao = z.infer<typeof manutencao>;
