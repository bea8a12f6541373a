import { MotoristaScreens } from '../motoristas/motorista-screens';

/** Mounted by the shell at /motoristas/*: list, novo, :id/editar. */
export default function Motoristas() {
  return <MotoristaScreens />;
}
