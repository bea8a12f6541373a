import { formatNumber } from './format';

// The hand-over's words (issue 34): the form says them before saving, the API when it refuses.

export type TipoVistoria = 'entrega' | 'devolucao';

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
