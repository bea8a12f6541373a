import { ContratoPage } from '../contrato/contrato-page';

export default function Contrato() {
  return <ContratoPage />;
}
