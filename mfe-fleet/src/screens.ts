import { declareRemote, orderAfter } from '@frota/shared/domain';

// What fleet shows, read by the shell at run time: its registry entities' pages, the vehicle's pages inside them, and
// the Traccar devices no tracker knows, beside Rastreadores, for administradores.
export default declareRemote(
  'fleet',
  [
    {
      expose: 'dispositivos-desconhecidos',
      path: '/dispositivos-desconhecidos',
      roles: ['administrador'],
      menu: { label: 'Dispositivos desconhecidos', icon: 'rastreador', group: 'operacao', order: orderAfter('rastreadores') },
    },
  ],
  [
    { path: '/veiculos/:id/relatorio', title: 'Relatório do veículo' },
    { path: '/veiculos/:id/rastreadores', title: 'Rastreadores do veículo' },
    { path: '/veiculos/:id/vistoria', title: 'Vistoria' },
  ],
);
