import { describeExposes } from '@frota/shared/testing';
import DispositivosDesconhecidos from './dispositivos-desconhecidos';
import Motoristas from './motoristas';
import Rastreadores from './rastreadores';
import Veiculos from './veiculos';

describeExposes(
  'fleet',
  { '/veiculos/*': <Veiculos />, '/motoristas/*': <Motoristas />, '/rastreadores/*': <Rastreadores />, '/dispositivos-desconhecidos': <DispositivosDesconhecidos /> },
  [
    ['/veiculos', 'Veículos'],
    ['/veiculos/novo', 'Novo veículo'],
    ['/veiculos/4/editar', 'Editar veículo'],
    ['/veiculos/4/relatorio', 'Relatório do veículo'],
    ['/veiculos/4/rastreadores', 'Rastreadores do veículo'],
    ['/motoristas', 'Motoristas'],
    ['/motoristas/novo', 'Novo motorista'],
    ['/motoristas/8/editar', 'Editar motorista'],
    ['/rastreadores', 'Rastreadores'],
    ['/rastreadores/novo', 'Novo rastreador'],
    ['/rastreadores/5/editar', 'Editar rastreador'],
    ['/dispositivos-desconhecidos', 'Dispositivos desconhecidos'],
  ],
  // one row for the edit forms and the report's vehicle, lists elsewhere
  ({ url }) => ({ status: 200, body: /\/\d+$/.test(url) ? { id: 1 } : [] }),
);
