import { SecaoEmConstrucao } from '@frota/shared';

export default function Motoristas() {
  return <SecaoEmConstrucao lista="Motoristas" novo="Novo motorista" editar="Editar motorista" />;
}
