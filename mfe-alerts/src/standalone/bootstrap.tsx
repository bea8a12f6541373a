import { renderStandalone } from '@frota/shared';
import { REMOTES, standaloneSectionsOf } from '../../../shared/mf.config';
import Alertas from '../exposes/alertas';

// The remote alone, at the paths the shell mounts it; the compiler asks for one page per expose of the registry.
renderStandalone(REMOTES.alerts.name, standaloneSectionsOf('alerts', { alertas: <Alertas /> }));
