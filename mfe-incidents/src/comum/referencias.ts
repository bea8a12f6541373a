import { veiculoLabel, type Motorista, type VeiculoResumo } from '@frota/shared';

// How the incident lists name the vehicle and the driver a record refers to.

export function nomeDoVeiculo(v: VeiculoResumo | undefined): string {
  return v ? veiculoLabel(v) : '-';
}

export function nomeDoMotorista(m: Pick<Motorista, 'nome'> | undefined): string {
  return m ? m.nome : '-';
}
