import { z } from 'zod';
import { STATUS_MANUTENCAO, TIPOS_MANUTENCAO } from '../enums';
import { MSG } from '../messages';
import { dia, dinheiro, id, inteiroNaoNegativo, naoFutura, opcao, texto, versao } from './fields';
import { veiculoResumo } from './veiculo';

const campos = {
  veiculo_id: id(),
  tipo_manutencao: opcao(TIPOS_MANUTENCAO),
  descricao: texto(2000),
  data_manutencao: dia(),
  quilometragem: inteiroNaoNegativo(),
  custo: dinheiro(),
  status_atual: opcao(STATUS_MANUTENCAO).default('agendada'),
};

/** The two fields the date rule reads: it is judged once both are valid, whatever the others hold. */
const dataEStatus = z.object({ data_manutencao: campos.data_manutencao, status_atual: campos.status_atual });

export const manutencaoInput = z.object(campos).refine((m) => m.status_atual !== 'finalizada' || naoFutura(m.data_manutencao), {
  // done work happened on a day already come; an agendada one may be ahead
  message: MSG.dataFutura,
  path: ['data_manutencao'],
  when: (payload) => dataEStatus.safeParse(payload.value).success,
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
