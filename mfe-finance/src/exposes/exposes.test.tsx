import { describeExposes } from '@frota/shared/testing';
import Collections from './Collections';
import Contratos from './contratos';
import DriverStatement from './DriverStatement';
import Pagamentos from './pagamentos';
import VehiclePayments from './VehiclePayments';

describeExposes(
  'finance',
  {
    '/contratos/*': <Contratos />,
    '/pagamentos/*': <Pagamentos />,
    '/veiculos/:id/pagamentos': <VehiclePayments />,
    '/motoristas/:id/extrato': <DriverStatement />,
    '/cobranca': <Collections />,
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
