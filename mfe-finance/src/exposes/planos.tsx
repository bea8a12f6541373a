import { planoScreens } from '../planos/plano-screens';

/** Mounted by the shell at /planos/*: list, novo, :id/editar. */
export default function Planos() {
  return <planoScreens.Screens />;
}
