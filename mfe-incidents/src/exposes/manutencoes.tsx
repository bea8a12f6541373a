import { SecaoEmConstrucao } from '../em-construcao';

export default function Manutencoes() {
  return <SecaoEmConstrucao lista="Manutenções" novo="Nova manutenção" editar="Editar manutenção" />;
}
