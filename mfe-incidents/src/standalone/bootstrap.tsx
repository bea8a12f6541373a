import { renderStandalone } from '@frota/shared';
import { REMOTES, standaloneSectionsOf } from '../../../shared/mf.config';
import Manutencoes from '../exposes/manutencoes';
import Multas from '../exposes/multas';
import Sinistros from '../exposes/sinistros';

// The remote alone, at the paths the shell mounts it; the compiler asks for one page per expose of the registry.
renderStandalone(REMOTES.incidents.name, standaloneSectionsOf('incidents', { manutencoes: <Manutencoes />, multas: <Multas />, sinistros: <Sinistros /> }));
