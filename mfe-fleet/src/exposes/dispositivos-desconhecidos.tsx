import { DispositivosDesconhecidosPage } from '../desconhecidos/dispositivos-desconhecidos-page';

/** Mounted by the shell at /dispositivos-desconhecidos (administrador; not a subtree). */
export default function DispositivosDesconhecidos() {
  return <DispositivosDesconhecidosPage />;
}
