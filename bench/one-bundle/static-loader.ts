// Stands in for shell/src/remotes/remote-loader.ts in the one-bundle peer: the remotes' expose files are
// chunks of the shell's own build, loaded like any lazy route.
import type { ComponentType } from 'react';
import type { RemoteKey } from '../../shared/mf.config';

export interface RemoteModule {
  default: ComponentType;
}

export type LoadRemoteModule = (remote: RemoteKey, expose: string) => Promise<RemoteModule>;

const EXPOSES: Record<string, () => Promise<RemoteModule>> = {
  'fleet/veiculos': () => import('../../mfe-fleet/src/exposes/veiculos'),
  'fleet/motoristas': () => import('../../mfe-fleet/src/exposes/motoristas'),
  'fleet/rastreadores': () => import('../../mfe-fleet/src/exposes/rastreadores'),
  'finance/contratos': () => import('../../mfe-finance/src/exposes/contratos'),
  'finance/pagamentos': () => import('../../mfe-finance/src/exposes/pagamentos'),
  'finance/veiculo-pagamentos': () => import('../../mfe-finance/src/exposes/veiculo-pagamentos'),
  'incidents/manutencoes': () => import('../../mfe-incidents/src/exposes/manutencoes'),
  'incidents/multas': () => import('../../mfe-incidents/src/exposes/multas'),
  'incidents/sinistros': () => import('../../mfe-incidents/src/exposes/sinistros'),
  'alerts/alertas': () => import('../../mfe-alerts/src/exposes/alertas'),
  'motorista/saldo': () => import('../../mfe-motorista/src/exposes/saldo'),
  'motorista/extrato': () => import('../../mfe-motorista/src/exposes/extrato'),
  'motorista/contrato': () => import('../../mfe-motorista/src/exposes/contrato'),
  'motorista/multas': () => import('../../mfe-motorista/src/exposes/multas'),
  'motorista/avisos': () => import('../../mfe-motorista/src/exposes/avisos'),
};

export class RemoteTimeoutError extends Error {
  constructor(readonly late: Promise<unknown>) {
    super('nunca lançado no peer');
  }
}

export function createRemoteLoader(): LoadRemoteModule {
  return (remote, expose) => {
    const load = EXPOSES[`${remote}/${expose}`];
    if (!load) return Promise.reject(new Error(`${remote}/${expose} não existe`));
    return load();
  };
}
