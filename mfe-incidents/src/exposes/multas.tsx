import { SecaoEmConstrucao } from '@frota/shared';

export default function Multas() {
  return <SecaoEmConstrucao lista="Multas" novo="Nova multa" editar="Editar multa" />;
}
