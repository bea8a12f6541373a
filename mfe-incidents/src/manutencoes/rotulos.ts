import type { StatusManutencao, TipoManutencao } from '@frota/shared';

export const TIPO_MANUTENCAO_ROTULO: Record<TipoManutencao, string> = {
  preventiva: 'Preventiva',
  corretiva: 'Corretiva',
  revisao: 'Revisão',
};

export const STATUS_MANUTENCAO_ROTULO: Record<StatusManutencao, string> = {
  agendada: 'Agendada',
  finalizada: 'Finalizada',
};
