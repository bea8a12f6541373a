import { ConciliacaoPage } from '../conciliacao/conciliacao-page';

/** Mounted by the shell at /conciliacao (not a subtree: no nested routes). */
export default function Conciliacao() {
  return <ConciliacaoPage />;
}
