import { AvisosPage } from '../avisos/avisos-page';

export default function Avisos() {
  return <AvisosPage />;
}
