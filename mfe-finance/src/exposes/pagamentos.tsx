import { SecaoEmConstrucao } from '@frota/shared';

export default function Pagamentos() {
  return <SecaoEmConstrucao lista="Pagamentos" novo="Novo pagamento" editar="Editar pagamento" />;
}
