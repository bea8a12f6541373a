/** SPEC §2/§4 chip colours, by name; the kit's StatusBadge maps each to a palette. */
export type Tone = 'success' | 'warning' | 'error' | 'default';

export interface EnumDefinition<V extends string = string> {
  values: readonly V[];
  /** how a select or a chip names each value */
  labels: Readonly<Record<V, string>>;
  /** the chip colour of each value; a value left out is 'default' */
  tones: Readonly<Partial<Record<V, Tone>>>;
}

/**
 * An enum declared once: its values in the labels' order, each with its label. Values that read as array indexes
 * ("1") would be reordered by the object, so they are refused.
 */
function defineEnum<const L extends Readonly<Record<string, string>>>(
  labels: L,
  tones: Partial<Record<keyof L & string, Tone>> = {},
): EnumDefinition<keyof L & string> {
  const values = Object.keys(labels) as (keyof L & string)[];
  if (values.some((v) => /^\d+$/.test(v))) throw new Error(`Valores de enum numéricos mudariam de ordem: ${values.join(', ')}`);
  return { values, labels, tones };
}

/** Every enum of the domain with its labels and chip colours: the registry's fields name them by key. */
export const ENUMS = {
  status_motorista: defineEnum({ ativo: 'Ativo', inativo: 'Inativo', suspenso: 'Suspenso' }, { ativo: 'success' }),
  categoria_cnh: defineEnum({ A: 'A', B: 'B', C: 'C', D: 'D', E: 'E', AB: 'AB', AC: 'AC', AD: 'AD', AE: 'AE' }),
  status_contrato: defineEnum({ ativo: 'Ativo', finalizado: 'Finalizado', cancelado: 'Cancelado' }, { ativo: 'success' }),
  status_pagamento: defineEnum(
    { pendente: 'Pendente', pago: 'Pago', atrasado: 'Atrasado', cancelado: 'Cancelado' },
    { pago: 'success', pendente: 'warning', atrasado: 'error' },
  ),
  /** what a charge (a pagamentos row) is for; only `aluguel` charges are generated weekly */
  tipo_cobranca: defineEnum({
    aluguel: 'Aluguel',
    caucao: 'Caução',
    multa: 'Multa',
    sinistro: 'Sinistro',
    avulso: 'Avulso',
    // the km a week ran past its plan's franchise (issue 35)
    km_excedente: 'Km excedente',
    // the late charges a receipt of an overdue rent paid (issue 36): reported apart from the rent
    encargos: 'Encargos por atraso',
  }),
  /** how a receipt was paid: a person's forms, or `caucao` when settlement applied the deposit to a debt */
  forma_pagamento: defineEnum({
    pix: 'Pix',
    dinheiro: 'Dinheiro',
    cartao: 'Cartão',
    transferencia: 'Transferência',
    boleto: 'Boleto',
    caucao: 'Caução',
  }),
  tipo_manutencao: defineEnum({ preventiva: 'Preventiva', corretiva: 'Corretiva', revisao: 'Revisão' }),
  status_manutencao: defineEnum({ agendada: 'Agendada', finalizada: 'Finalizada' }, { agendada: 'warning', finalizada: 'success' }),
  tipo_alerta: defineEnum({
    quilometragem: 'Quilometragem',
    tempo: 'Tempo',
    leitura_suspeita: 'Leitura de km suspeita',
    // a bank statement's line whose date or amount could not be read (conciliação): about no vehicle nor driver
    extrato_ilegivel: 'Lançamento ilegível no extrato',
    rastreador_sem_contato: 'Rastreador sem contato',
    sem_leitura_semana: 'Sem leitura de km na semana',
    documento: 'Documento',
    cnh: 'CNH',
  }),
  status_alerta: defineEnum({ ativo: 'Ativo', resolvido: 'Resolvido' }, { ativo: 'warning' }),
  /** where a km reading came from (issue 35) */
  origem_leitura_km: defineEnum({ rastreador: 'Rastreador', manutencao: 'Manutenção', vistoria: 'Vistoria', manual: 'Digitada' }),
  /** where a vehicle is today (computed by the API, never typed): in the workshop, with a driver, or free */
  /** a vehicle's paper with a due date (issue 35) */
  tipo_documento: defineEnum({ ipva: 'IPVA', licenciamento: 'Licenciamento', seguro: 'Seguro', vistoria_municipal: 'Vistoria municipal', outro: 'Outro' }),
  situacao_veiculo: defineEnum(
    { alugado: 'Alugado', disponivel: 'Disponível', manutencao: 'Em manutenção' },
    { alugado: 'success', manutencao: 'warning' },
  ),
} as const;

export type EnumName = keyof typeof ENUMS;
/** A value of the enum, e.g. `EnumValue<'status_alerta'>` is 'ativo' | 'resolvido'. */
export type EnumValue<N extends EnumName> = (typeof ENUMS)[N]['values'][number];

// The values by the names the code has always used, read from ENUMS.
export const STATUS_MOTORISTA = ENUMS.status_motorista.values;
export const CATEGORIAS_CNH = ENUMS.categoria_cnh.values;
export const STATUS_CONTRATO = ENUMS.status_contrato.values;
export const STATUS_PAGAMENTO = ENUMS.status_pagamento.values;
export const TIPOS_MANUTENCAO = ENUMS.tipo_manutencao.values;
export const STATUS_MANUTENCAO = ENUMS.status_manutencao.values;
export const TIPOS_ALERTA = ENUMS.tipo_alerta.values;
export const STATUS_ALERTA = ENUMS.status_alerta.values;
export const ORIGENS_LEITURA_KM = ENUMS.origem_leitura_km.values;
export const TIPOS_COBRANCA = ENUMS.tipo_cobranca.values;
export const FORMAS_RECEBIMENTO = ENUMS.forma_pagamento.values;
/** how a person pays a receipt: every form but the caução, which only a settlement applies */
export const FORMAS_PAGAMENTO = FORMAS_RECEBIMENTO.filter((forma): forma is Exclude<typeof forma, 'caucao'> => forma !== 'caucao');

export type StatusAlerta = EnumValue<'status_alerta'>;
export type TipoAlerta = EnumValue<'tipo_alerta'>;

/** The value's label; an unknown value (an old row, a newer API) shows as it is. */
export function enumLabel<E extends EnumName>(name: E, value: string): string {
  return (ENUMS[name].labels as Record<string, string>)[value] ?? value;
}

export function enumTone(name: EnumName, value: string): Tone {
  return (ENUMS[name].tones as Partial<Record<string, Tone>>)[value] ?? 'default';
}

/** The select options of an enum, in its order. */
export function enumOptions(name: EnumName): { value: string; label: string }[] {
  return ENUMS[name].values.map((value) => ({ value, label: enumLabel(name, value) }));
}
