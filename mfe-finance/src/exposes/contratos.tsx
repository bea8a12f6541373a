import { ContratoScreens } from '../contratos/contrato-screens';

/** Mounted by the shell at /contratos/*: list, novo, :id/editar. */
export default function Contratos() {
  return <ContratoScreens />;
}
