import { formatNumber } from './format';

// The hand-over's words (issue 34): the form says them before saving, the API when it refuses.

export type TipoVistoria = 'entrega' | 'devolucao';

/** What a vistoria's photo shows: an angle of the car (step 3, in this order) or a drawn signature. */
export const ANGULO_FOTO = {
  frente: 'Frente',
  traseira: 'Traseira',
  lateral_esquerda: 'Lateral esquerda',
  lateral_direita: 'Lateral direita',
  painel: 'Painel com km',
  interior: 'Interior',
  assinatura_motorista: 'Assinatura do motorista',
  assinatura_responsavel: 'Assinatura do responsável',
} as const;
export type Angulo = keyof typeof ANGULO_FOTO;
export const ANGULOS = Object.keys(ANGULO_FOTO) as [Angulo, ...Angulo[]];
/** The car's angles, step 3's list: every angle but the signatures. */
export const ANGULOS_DO_CARRO = ANGULOS.filter((a) => !a.startsWith('assinatura_'));

const NOME_DO_TIPO: Readonly<Record<TipoVistoria, string>> = { entrega: 'entrega', devolucao: 'devolução' };

export const VISTORIA_MSG = {
  concluida: 'Esta vistoria já foi concluída e não pode ser alterada.',
  concluidaNaoExclui: 'Uma vistoria concluída não pode ser excluída.',
  veiculoDoContrato: 'O veículo deve ser o do contrato.',
  duasIguais: (tipo: TipoVistoria) => `Este contrato já tem uma vistoria de ${NOME_DO_TIPO[tipo]}.`,
  kmMenor: (atual: number) =>
    `A quilometragem é menor que a atual do veículo (${formatNumber(atual)} km). Confira ou confirme a quilometragem menor.`,
  duasDoTipo: 'Este contrato já tem uma vistoria deste tipo.',
  avariasRepetidas: 'Duas avarias com o mesmo número.',
  avariasDepoisDaEntrega: (primeiro: number) => `As avarias da devolução continuam a numeração da entrega: a partir de ${String(primeiro)}.`,
  faltamAssinaturas: 'Faltam as assinaturas do motorista e do responsável.',
  faltaAssinaturaMotorista: 'Falta a assinatura do motorista.',
  faltaAssinaturaResponsavel: 'Falta a assinatura do responsável.',
  faltaNomeMotorista: 'Informe o nome do motorista que assinou.',
} as const;
