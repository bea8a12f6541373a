export const STATUS_MOTORISTA = ['ativo', 'inativo', 'suspenso'] as const;
export const CATEGORIAS_CNH = ['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'] as const;
export const STATUS_CONTRATO = ['ativo', 'finalizado', 'cancelado'] as const;
export const STATUS_PAGAMENTO = ['pendente', 'pago', 'atrasado', 'cancelado'] as const;
export const TIPOS_MANUTENCAO = ['preventiva', 'corretiva', 'revisao'] as const;
export const STATUS_MANUTENCAO = ['agendada', 'finalizada'] as const;
export const TIPOS_ALERTA = ['quilometragem', 'tempo'] as const;
export const STATUS_ALERTA = ['ativo', 'resolvido'] as const;
/** what a charge (a pagamentos row) is for; only `aluguel` charges are generated weekly */
export const TIPOS_COBRANCA = ['aluguel', 'caucao', 'multa', 'sinistro', 'avulso'] as const;
/** how a person pays a receipt */
export const FORMAS_PAGAMENTO = ['pix', 'dinheiro', 'cartao', 'transferencia', 'boleto'] as const;
/** how a receipt was paid: a person's forms, or `caucao` when settlement applied the deposit to a debt */
export const FORMAS_RECEBIMENTO = [...FORMAS_PAGAMENTO, 'caucao'] as const;

export type StatusAlerta = (typeof STATUS_ALERTA)[number];

/** SPEC §2/§4 chip colours, by name; the kit's StatusBadge maps each to a palette. */
export type Tone = 'success' | 'warning' | 'error' | 'default';

export interface EnumDefinition<V extends string = string> {
  values: readonly V[];
  /** how a select or a chip names each value */
  labels: Readonly<Record<V, string>>;
  /** the chip colour of each value; a value left out is 'default' */
  tones: Readonly<Partial<Record<V, Tone>>>;
}

function defineEnum<V extends string>(values: readonly V[], labels: Record<V, string>, tones: Partial<Record<V, Tone>> = {}): EnumDefinition<V> {
  return { values, labels, tones };
}

/** Every enum of the domain with its labels and chip colours: the registry's entities name them by key. */
export const ENUMS = {
  status_motorista: defineEnum(STATUS_MOTORISTA, { ativo: 'Ativo', inativo: 'Inativo', suspenso: 'Suspenso' }, { ativo: 'success' }),
  categoria_cnh: defineEnum(CATEGORIAS_CNH, { A: 'A', B: 'B', C: 'C', D: 'D', E: 'E', AB: 'AB', AC: 'AC', AD: 'AD', AE: 'AE' }),
  status_contrato: defineEnum(STATUS_CONTRATO, { ativo: 'Ativo', finalizado: 'Finalizado', cancelado: 'Cancelado' }, { ativo: 'success' }),
  status_pagamento: defineEnum(
    STATUS_PAGAMENTO,
    { pendente: 'Pendente', pago: 'Pago', atrasado: 'Atrasado', cancelado: 'Cancelado' },
    { pago: 'success', pendente: 'warning', atrasado: 'error' },
  ),
  tipo_cobranca: defineEnum(
    TIPOS_COBRANCA,
    { aluguel: 'Aluguel', caucao: 'Caução', multa: 'Multa', sinistro: 'Sinistro', avulso: 'Avulso' },
  ),
  forma_pagamento: defineEnum(FORMAS_RECEBIMENTO, {
    pix: 'Pix',
    dinheiro: 'Dinheiro',
    cartao: 'Cartão',
    transferencia: 'Transferência',
    boleto: 'Boleto',
    caucao: 'Caução',
  }),
  tipo_manutencao: defineEnum(TIPOS_MANUTENCAO, { preventiva: 'Preventiva', corretiva: 'Corretiva', revisao: 'Revisão' }),
  status_manutencao: defineEnum(STATUS_MANUTENCAO, { agendada: 'Agendada', finalizada: 'Finalizada' }, { agendada: 'warning', finalizada: 'success' }),
  tipo_alerta: defineEnum(TIPOS_ALERTA, { quilometragem: 'Quilometragem', tempo: 'Tempo' }),
  status_alerta: defineEnum(STATUS_ALERTA, { ativo: 'Ativo', resolvido: 'Resolvido' }, { ativo: 'warning' }),
} as const;

export type EnumName = keyof typeof ENUMS;

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
