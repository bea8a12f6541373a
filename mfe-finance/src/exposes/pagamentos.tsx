import { Route, Routes } from '@frota/shared';
import { GerarCobrancasAgora } from '../pagamentos/gerar-cobrancas';
import { pagamentoScreens } from '../pagamentos/pagamento-screens';
import { RecebimentosDoPagamento } from '../recebimentos/recebimentos-do-pagamento';
import { ReciboPage } from '../recebimentos/recibo';
import { ReciboLotePage } from '../recebimentos/recibo-lote';
import { ReleaseMark } from '../release-mark';

const { List, Create, Edit } = pagamentoScreens;

/** Mounted by the shell at /pagamentos/*: list (with "Gerar cobranças agora" for the administrador), novo, :id/editar with its receipts (no delete), a receipt's recibo and a driver's payment's. */
export default function Pagamentos() {
  return (
    <>
      <ReleaseMark />
      <Routes>
        <Route
          index
          element={
            <>
              <List />
              <GerarCobrancasAgora />
            </>
          }
        />
        <Route path="novo" element={<Create />} />
        <Route
          path=":id/editar"
          element={
            <>
              <Edit />
              <RecebimentosDoPagamento />
            </>
          }
        />
        <Route path=":id/recebimentos/:rid/recibo" element={<ReciboPage />} />
        {/* a driver's payment of several charges (issue 31) */}
        <Route path="motoristas/:id/recebimentos/:rid/recibo" element={<ReciboLotePage />} />
      </Routes>
    </>
  );
}
