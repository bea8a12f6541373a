import { renderStandalone } from '@frota/shared';
import { REMOTES, standaloneSectionsOf } from '../../../shared/mf.config';
import Veiculos from '../exposes/veiculos';
import Motoristas from '../exposes/motoristas';
import Rastreadores from '../exposes/rastreadores';

// The remote alone, at the paths the shell mounts it; the compiler asks for one page per expose of the registry.
renderStandalone(REMOTES.fleet.name, standaloneSectionsOf('fleet', { veiculos: <Veiculos />, motoristas: <Motoristas />, rastreadores: <Rastreadores /> }));
