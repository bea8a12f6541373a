import { SaldoPage } from '../saldo/saldo-page';

export default function Saldo() {
  return <SaldoPage />;
}
