import { RastreadorScreens } from '../rastreadores/rastreador-screens';

/** Mounted by the shell at /rastreadores/*: list, novo, :id/editar. */
export default function Rastreadores() {
  return <RastreadorScreens />;
}
