import { SecaoEmConstrucao } from '../em-construcao';

export default function Rastreadores() {
  return <SecaoEmConstrucao lista="Rastreadores" novo="Novo rastreador" editar="Editar rastreador" />;
}
