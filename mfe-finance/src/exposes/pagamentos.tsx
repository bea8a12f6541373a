import { SecaoEmConstrucao } from '../em-construcao';

export default function Pagamentos() {
  return <SecaoEmConstrucao lista="Pagamentos" novo="Novo pagamento" editar="Editar pagamento" />;
}
