import { describeExposes } from '@frota/shared/testing';
import Cobranca from './cobranca';
import Contratos from './contratos';
import Extrato from './extrato';
import Pagamentos from './pagamentos';
import PagamentosDoVeiculo from './veiculo-pagamentos';

describeExposes(
  'finance',
  {
    '/contratos/*': <Contratos />,
    '/pagamentos/*': <Pagamentos />,
    '/veiculos/:id/pagamentos': <PagamentosDoVeiculo />,
    '/motoristas/:id/extrato': <Extrato />,
    '/cobranca': <Cobranca />,
  },
  [
    ['/contratos', 'Contratos'],
    ['/contratos/novo', 'Novo contrato'],
    ['/pagamentos', 'Pagamentos'],
    ['/pagamentos/novo', 'Novo pagamento'],
    ['/veiculos/7/pagamentos', 'Pagamentos do veículo'],
    ['/motoristas/7/extrato', 'Extrato'],
    ['/cobranca', 'Cobrança'],
  ],
);
