import { PagamentoScreens } from '../pagamentos/pagamento-screens';

/** Mounted by the shell at /pagamentos/*: list, novo, :id/editar (no delete). */
export default function Pagamentos() {
  return <PagamentoScreens />;
}
