import { z } from 'zod';
import { dia, dinheiro, id, texto, textoOpcional, versao } from './fields';
import { motoristaResumo } from './motorista';
import { veiculoResumo } from './veiculo';

export const sinistroInput = z.object({
  veiculo_id: id(),
  motorista_id: id(),
  data_sinistro: dia(),
  descricao: texto(2000),
  custo_reparo: dinheiro(),
  observacoes: textoOpcional(),
});

export const sinistro = z.object({
  id: id(),
  versao: versao(),
  veiculo_id: z.number(),
  motorista_id: z.number(),
  data_sinistro: z.string(),
  descricao: z.string(),
  custo_reparo: z.number(),
  observacoes: z.string().nullable(),
  veiculo: veiculoResumo.optional(),
  motorista: motoristaResumo.optional(),
});

export type Sinistro = z.infer<typeof sinistro>;
