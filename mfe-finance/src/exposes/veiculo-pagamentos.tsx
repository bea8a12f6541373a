import { VeiculoPagamentos } from '../veiculo-pagamentos/veiculo-pagamentos';

/** Mounted by the shell at /veiculos/:id/pagamentos (not a subtree: no nested routes). */
export default function PagamentosDoVeiculo() {
  return <VeiculoPagamentos />;
}
