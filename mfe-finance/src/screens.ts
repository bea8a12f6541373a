import { declareRemote, orderAfter } from '@frota/shared/domain';

// What finance shows, read by the shell at run time: its registry entities' pages and these.
export default declareRemote('finance', [
  { expose: 'veiculo-pagamentos', path: '/veiculos/:id/pagamentos', title: 'Pagamentos do veículo', example: '/veiculos/1/pagamentos' },
  { expose: 'extrato', path: '/motoristas/:id/extrato', title: 'Extrato', example: '/motoristas/1/extrato' },
  { expose: 'cobranca', path: '/cobranca', menu: { label: 'Cobrança', icon: 'cobranca', group: 'financeiro', order: orderAfter('pagamentos') } },
  // right after Cobrança: the money that came in, beside the money that is owed (issue 36)
  {
    expose: 'conciliacao',
    path: '/conciliacao',
    menu: { label: 'Conciliação', icon: 'pagamento', group: 'financeiro', order: orderAfter('pagamentos') + 1 },
    roles: ['financeiro', 'administrador'],
  },
]);
