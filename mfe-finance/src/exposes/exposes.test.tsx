import { describeExposes } from '@frota/shared/testing';
import Cobranca from './cobranca';
import Conciliacao from './conciliacao';
import Contratos from './contratos';
import Extrato from './extrato';
import Pagamentos from './pagamentos';
import PagamentosDoVeiculo from './veiculo-pagamentos';
import Planos from './planos';

describeExposes(
  'finance',
  {
    '/contratos/*': <Contratos />,
    '/pagamentos/*': <Pagamentos />,
    '/planos/*': <Planos />,
    '/veiculos/:id/pagamentos': <PagamentosDoVeiculo />,
    '/motoristas/:id/extrato': <Extrato />,
    '/cobranca': <Cobranca />,
    '/conciliacao': <Conciliacao />,
  },
  [
    ['/contratos', 'Contratos'],
    ['/contratos/novo', 'Novo contrato'],
    ['/pagamentos', 'Pagamentos'],
    ['/pagamentos/novo', 'Novo pagamento'],
    ['/planos', 'Planos'],
    ['/planos/novo', 'Novo plano'],
    ['/veiculos/7/pagamentos', 'Pagamentos do veículo'],
    ['/motoristas/7/extrato', 'Extrato'],
    ['/cobranca', 'Cobrança'],
    ['/conciliacao', 'Conciliação'],
  ],
);
