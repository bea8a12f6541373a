import { EmConstrucao, useParams } from '@frota/shared';

/** Mounted by the shell at /veiculos/:id/pagamentos (not a subtree: no nested routes). */
export default function VehiclePayments() {
  const { id } = useParams();
  return <EmConstrucao titulo={`Pagamentos do veículo ${id ?? ''}`.trim()} />;
}
