import type { ExposeOf, RemoteKey } from '../../../shared/mf.config';

/** A route of SPEC §2 served by a remote: the shell mounts `<remote>/<expose>` at `path`. */
export type RemoteRouteEntry = {
  [K in RemoteKey]: { path: string; remote: K; expose: ExposeOf<K> };
}[RemoteKey];

// The one place that maps URLs to remote modules. React Router ranks routes by specificity, so the
// finance view of a vehicle's payments wins over the fleet's /veiculos/* subtree.
export const REMOTE_ROUTES: readonly RemoteRouteEntry[] = [
  { path: '/veiculos/:id/pagamentos', remote: 'finance', expose: 'VehiclePayments' },
  { path: '/veiculos/*', remote: 'fleet', expose: 'veiculos' },
  { path: '/motoristas/*', remote: 'fleet', expose: 'motoristas' },
  { path: '/rastreadores/*', remote: 'fleet', expose: 'rastreadores' },
  { path: '/contratos/*', remote: 'finance', expose: 'contratos' },
  { path: '/pagamentos/*', remote: 'finance', expose: 'pagamentos' },
  { path: '/manutencoes/*', remote: 'incidents', expose: 'manutencoes' },
  { path: '/multas/*', remote: 'incidents', expose: 'multas' },
  { path: '/sinistros/*', remote: 'incidents', expose: 'sinistros' },
  { path: '/alertas/*', remote: 'alerts', expose: 'alertas' },
];
