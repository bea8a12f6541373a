import { SecaoEmConstrucao } from '../em-construcao';

export default function Contratos() {
  return <SecaoEmConstrucao lista="Contratos" novo="Novo contrato" editar="Editar contrato" />;
}
