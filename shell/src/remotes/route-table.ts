import { remoteRoutes, type RemoteRouteEntry } from '../../../shared/mf.config';

export type { RemoteRouteEntry };

// The one place that maps URLs to remote modules, made from the entity registry. React Router ranks routes by
// specificity, so the finance view of a vehicle's payments wins over the fleet's /veiculos/* subtree.
export const REMOTE_ROUTES: readonly RemoteRouteEntry[] = remoteRoutes();
