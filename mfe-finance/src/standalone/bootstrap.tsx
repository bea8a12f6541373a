import { renderStandalone } from '@frota/shared';
import { REMOTES, standaloneSectionsOf } from '../../../shared/mf.config';
import Collections from '../exposes/Collections';
import Contratos from '../exposes/contratos';
import DriverStatement from '../exposes/DriverStatement';
import Pagamentos from '../exposes/pagamentos';
import VehiclePayments from '../exposes/VehiclePayments';

// The remote alone, at the paths the shell mounts it; the compiler asks for one page per expose of the registry.
renderStandalone(
  REMOTES.finance.name,
  standaloneSectionsOf('finance', {
    contratos: <Contratos />,
    pagamentos: <Pagamentos />,
    VehiclePayments: <VehiclePayments />,
    DriverStatement: <DriverStatement />,
    Collections: <Collections />,
  }),
);
