import { SecaoEmConstrucao } from '@frota/shared';

export default function Sinistros() {
  return <SecaoEmConstrucao lista="Sinistros" novo="Novo sinistro" editar="Editar sinistro" />;
}
