import { SinistroScreens } from '../sinistros/sinistro-screens';

/** Mounted by the shell at /sinistros/*: list, novo, :id/editar (accidents are never deleted). */
export default function Sinistros() {
  return <SinistroScreens />;
}
