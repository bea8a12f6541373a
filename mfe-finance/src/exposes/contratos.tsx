import { SecaoEmConstrucao } from '@frota/shared';

export default function Contratos() {
  return <SecaoEmConstrucao lista="Contratos" novo="Novo contrato" editar="Editar contrato" />;
}
