import { z } from 'zod';
import { diaOpcional, id, idOpcional, inteiroNaoNegativo, opcional, texto, textoOpcional, versao } from './fields';
import { veiculoResumo } from './veiculo';

export const rastreadorInput = z.object({
  nome_dispositivo: texto(100),
  codigo_identificacao: texto(100),
  data_compra: diaOpcional(),
  caracteristicas: textoOpcional(),
  km_atual: opcional(inteiroNaoNegativo()),
  veiculo_id: idOpcional(),
});

export const rastreador = z.object({
  id: id(),
  versao: versao(),
  nome_dispositivo: z.string(),
  codigo_identificacao: z.string(),
  data_compra: z.string().nullable(),
  caracteristicas: z.string().nullable(),
  km_atual: z.number().nullable(),
  veiculo_id: z.number().nullable(),
  veiculo: veiculoResumo.nullable().optional(),
});

export type Rastreador = z.infer<typeof rastreador>;
