import { z } from 'zod';
import { MSG } from '../messages';
import { booleano, dinheiro, id, instante, instantePassado, texto, textoOpcional, versao } from './fields';
import { motoristaResumo } from './motorista';
import { veiculoResumo } from './veiculo';

export const multaInput = z
  .object({
    veiculo_id: id(),
    motorista_id: id(),
    data_multa: instantePassado(),
    data_vencimento: instante(),
    valor_multa: dinheiro(),
    motivo: texto(500),
    observacoes: textoOpcional(),
    transferido_para_condutor: booleano(),
    /** above 0, a `multa` charge on the driver's contract that day is kept in step with it */
    valor_cobrado_motorista: dinheiro().default(0),
  })
  .refine((m) => m.data_vencimento >= m.data_multa, { message: MSG.vencimentoAntesMulta, path: ['data_vencimento'] });

export const multa = z.object({
  id: id(),
  versao: versao(),
  veiculo_id: z.number(),
  motorista_id: z.number(),
  data_multa: z.string(),
  data_vencimento: z.string(),
  valor_multa: z.number(),
  motivo: z.string(),
  observacoes: z.string().nullable(),
  transferido_para_condutor: z.boolean(),
  valor_cobrado_motorista: z.number(),
  veiculo: veiculoResumo.optional(),
  motorista: motoristaResumo.optional(),
});

export type MultaData = z.output<typeof multaInput>;
export type Multa = z.infer<typeof multa>;
