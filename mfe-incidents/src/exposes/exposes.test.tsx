import { describeExposes } from '@frota/shared/testing';
import Manutencoes from './manutencoes';
import Multas from './multas';
import Sinistros from './sinistros';

describeExposes(
  'incidents',
  { '/manutencoes/*': <Manutencoes />, '/multas/*': <Multas />, '/sinistros/*': <Sinistros /> },
  [
    ['/manutencoes', 'Manutenções'],
    ['/manutencoes/novo', 'Nova manutenção'],
    ['/manutencoes/2/editar', 'Editar manutenção'],
    ['/multas', 'Multas'],
    ['/multas/novo', 'Nova multa'],
    ['/multas/3/editar', 'Editar multa'],
    ['/sinistros', 'Sinistros'],
    ['/sinistros/novo', 'Novo sinistro'],
    ['/sinistros/1/editar', 'Editar sinistro'],
  ],
);
