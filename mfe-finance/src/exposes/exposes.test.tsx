import { describeExposes } from '@frota/shared/testing';
import Contratos from './contratos';
import Pagamentos from './pagamentos';
import VehiclePayments from './VehiclePayments';

describeExposes(
  'finance',
  { '/contratos/*': <Contratos />, '/pagamentos/*': <Pagamentos />, '/veiculos/:id/pagamentos': <VehiclePayments /> },
  [
    ['/contratos', 'Contratos'],
    ['/contratos/novo', 'Novo contrato'],
    ['/pagamentos', 'Pagamentos'],
    ['/pagamentos/novo', 'Novo pagamento'],
    ['/veiculos/7/pagamentos', 'Pagamentos do veículo'],
  ],
);
