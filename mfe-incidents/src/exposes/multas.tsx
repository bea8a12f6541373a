import { MultaScreens } from '../multas/multa-screens';

/** Mounted by the shell at /multas/*: list, novo, :id/editar. */
export default function Multas() {
  return <MultaScreens />;
}
