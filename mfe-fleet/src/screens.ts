import { declareRemote } from '@frota/shared/domain';

// What fleet shows, read by the shell at run time: its registry entities' pages, and the vehicle's pages inside them.
export default declareRemote('fleet', [], [
  { path: '/veiculos/:id/relatorio', title: 'Relatório do veículo' },
  { path: '/veiculos/:id/rastreadores', title: 'Rastreadores do veículo' },
  { path: '/veiculos/:id/vistoria', title: 'Vistoria' },
]);
