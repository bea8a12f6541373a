import { SecaoEmConstrucao } from '@frota/shared';

export default function Rastreadores() {
  return <SecaoEmConstrucao lista="Rastreadores" novo="Novo rastreador" editar="Editar rastreador" />;
}
