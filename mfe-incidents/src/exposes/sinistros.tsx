import { SecaoEmConstrucao } from '../em-construcao';

export default function Sinistros() {
  return <SecaoEmConstrucao lista="Sinistros" novo="Novo sinistro" editar="Editar sinistro" />;
}
