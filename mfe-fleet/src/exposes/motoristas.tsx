import { SecaoEmConstrucao } from '../em-construcao';

export default function Motoristas() {
  return <SecaoEmConstrucao lista="Motoristas" novo="Novo motorista" editar="Editar motorista" />;
}
