export const STATUS_MOTORISTA = ['ativo', 'inativo', 'suspenso'] as const;
export const CATEGORIAS_CNH = ['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'] as const;
export const STATUS_CONTRATO = ['ativo', 'finalizado', 'cancelado'] as const;
export const STATUS_PAGAMENTO = ['pendente', 'pago', 'atrasado', 'cancelado'] as const;
export const TIPOS_MANUTENCAO = ['preventiva', 'corretiva', 'revisao'] as const;
export const STATUS_MANUTENCAO = ['agendada', 'finalizada'] as const;
export const TIPOS_ALERTA = ['quilometragem', 'tempo'] as const;
export const STATUS_ALERTA = ['ativo', 'resolvido'] as const;

export type StatusMotorista = (typeof STATUS_MOTORISTA)[number];
export type CategoriaCnh = (typeof CATEGORIAS_CNH)[number];
export type StatusContrato = (typeof STATUS_CONTRATO)[number];
export type StatusPagamento = (typeof STATUS_PAGAMENTO)[number];
export type TipoManutencao = (typeof TIPOS_MANUTENCAO)[number];
export type StatusManutencao = (typeof STATUS_MANUTENCAO)[number];
export type TipoAlerta = (typeof TIPOS_ALERTA)[number];
export type StatusAlerta = (typeof STATUS_ALERTA)[number];

/** How the screens name each maintenance type and status. */
export const TIPO_MANUTENCAO_ROTULO: Record<TipoManutencao, string> = { preventiva: 'Preventiva', corretiva: 'Corretiva', revisao: 'Revisão' };
export const STATUS_MANUTENCAO_ROTULO: Record<StatusManutencao, string> = { agendada: 'Agendada', finalizada: 'Finalizada' };
