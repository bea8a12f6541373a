import { z } from 'zod';
import { dataPassada, dinheiro, id, texto, textoOpcional, versao } from './fields';
import { motoristaResumo } from './motorista';
import { veiculoResumo } from './veiculo';

export const sinistroInput = z.object({
  veiculo_id: id(),
  motorista_id: id(),
  data_sinistro: dataPassada(),
  descricao: texto(2000),
  custo_reparo: dinheiro(),
  observacoes: textoOpcional(),
  /** above 0, a `sinistro` charge on the driver's contract that day (due 7 days later) is kept in step with it */
  valor_cobrado_motorista: dinheiro().default(0),
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
  valor_cobrado_motorista: z.number(),
  veiculo: veiculoResumo.optional(),
  motorista: motoristaResumo.optional(),
});

export type Sinistro = z.infer<typeof sinistro>;
