import { CobrancaPage } from '../cobranca/cobranca-page';

/** Mounted by the shell at /cobranca (not a subtree: no nested routes). */
export default function Cobranca() {
  return <CobrancaPage />;
}
