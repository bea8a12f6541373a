import { EntrarPage } from '../entrar/entrar-page';

export default function Entrar() {
  return <EntrarPage />;
}
