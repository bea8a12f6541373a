import { ExtratoPage } from '../extrato/extrato-page';

export default function Extrato() {
  return <ExtratoPage />;
}
