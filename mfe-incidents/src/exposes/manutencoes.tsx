import { SecaoEmConstrucao } from '@frota/shared';

export default function Manutencoes() {
  return <SecaoEmConstrucao lista="Manutenções" novo="Nova manutenção" editar="Editar manutenção" />;
}
