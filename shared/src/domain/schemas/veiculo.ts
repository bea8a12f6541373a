import { z } from 'zod';
import { MSG } from '../messages';
import { formatPlaca, isPlacaValida } from '../placa';
import { dia, dinheiro, id, inteiroNaoNegativo, texto, textoOpcional, versao } from './fields';

export const ANO_MINIMO = 1900;
export function anoMaximo(agora: Date = new Date()): number {
  return agora.getFullYear() + 1;
}

const maiusculo = (v: string) => v.toUpperCase();

export const placaSchema = z
  .string({ error: MSG.placaInvalida })
  .refine(isPlacaValida, MSG.placaInvalida)
  .transform(formatPlaca);

export const veiculoInput = z.object({
  placa: placaSchema,
  modelo: texto(100).transform(maiusculo),
  marca: texto(100).transform(maiusculo),
  ano_fabricacao: inteiroNaoNegativo(9999).refine(
    (ano) => ano >= ANO_MINIMO && ano <= anoMaximo(),
    { error: () => MSG.anoForaDoIntervalo(anoMaximo()) },
  ),
  quilometragem_inicial: inteiroNaoNegativo(),
  data_aquisicao: dia(),
  valor_compra: dinheiro(),
  observacoes: textoOpcional(),
});

export const veiculo = z.object({
  id: id(),
  versao: versao(),
  placa: z.string(),
  modelo: z.string(),
  marca: z.string(),
  ano_fabricacao: z.number(),
  quilometragem_inicial: z.number(),
  data_aquisicao: z.string(),
  valor_compra: z.number(),
  observacoes: z.string().nullable(),
});

/** A vehicle as other rows embed it. */
export const veiculoResumo = veiculo.pick({ id: true, placa: true, modelo: true, marca: true });

export type Veiculo = z.infer<typeof veiculo>;
export type VeiculoResumo = z.infer<typeof veiculoResumo>;
