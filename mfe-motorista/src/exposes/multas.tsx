import { MultasPage } from '../multas/multas-page';

export default function Multas() {
  return <MultasPage />;
}
