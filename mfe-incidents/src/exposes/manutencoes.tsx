import { ManutencaoScreens } from '../manutencoes/manutencao-screens';

/** Mounted by the shell at /manutencoes/*: list, novo, :id/editar. */
export default function Manutencoes() {
  return <ManutencaoScreens />;
}
