import { SecaoEmConstrucao } from '../em-construcao';

export default function Multas() {
  return <SecaoEmConstrucao lista="Multas" novo="Nova multa" editar="Editar multa" />;
}
