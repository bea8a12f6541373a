import { ExtratoPage } from '../extrato/extrato-page';

/** Mounted by the shell at /motoristas/:id/extrato (not a subtree: no nested routes). */
export default function Extrato() {
  return <ExtratoPage />;
}
