import { renderStandalone } from '@frota/shared';
import { REMOTES, standaloneSectionsOf } from '../../../shared/mf.config';
import Cobranca from '../exposes/cobranca';
import Contratos from '../exposes/contratos';
import Extrato from '../exposes/extrato';
import Pagamentos from '../exposes/pagamentos';
import PagamentosDoVeiculo from '../exposes/veiculo-pagamentos';

// The remote alone, at the paths the shell mounts it; the compiler asks for one page per expose of the registry.
renderStandalone(
  REMOTES.finance.name,
  standaloneSectionsOf('finance', {
    contratos: <Contratos />,
    pagamentos: <Pagamentos />,
    'veiculo-pagamentos': <PagamentosDoVeiculo />,
    extrato: <Extrato />,
    cobranca: <Cobranca />,
  }),
);
