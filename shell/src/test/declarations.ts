import type { DeclaredRemote } from '@frota/shared/base';
import alerts from '../../../mfe-alerts/src/screens';
import finance from '../../../mfe-finance/src/screens';
import fleet from '../../../mfe-fleet/src/screens';
import incidents from '../../../mfe-incidents/src/screens';
import motorista from '../../../mfe-motorista/src/screens';

/** The remotes' own declarations, as their builds write them to screens.json: what /config.json serves. */
export const DECLARATIONS: DeclaredRemote[] = [fleet, finance, incidents, alerts, motorista];
