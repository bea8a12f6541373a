import { LoadError, contratos, formatPlaca, useList } from '@frota/shared';
import { SemanasKm } from '../contratos/semanas-km-do-contrato';

export const ERRO_CONTRATOS_DO_MOTORISTA = 'Erro ao carregar os contratos do motorista. Por favor, tente novamente.';

/** The driver's statement: each of his contracts on a km franchise, its weeks' km against it (issue 35). */
export function KmDasSemanas({ motoristaId }: { motoristaId: string }) {
  const lista = useList(contratos, { filters: { motorista_id: motoristaId }, sort: 'data_inicio', order: 'desc', pageSize: 20 });
  if (lista.isError) return <LoadError message={ERRO_CONTRATOS_DO_MOTORISTA} onRetry={() => void lista.refetch()} retrying={lista.isFetching} />;
  const comFranquia = (lista.data?.rows ?? []).filter((c) => typeof c.km_franquia_semanal === 'number');
  return comFranquia.map((c) => <SemanasKm key={c.id} contratoId={c.id} titulo={`Km por semana — ${c.veiculo ? formatPlaca(c.veiculo.placa) : `contrato ${c.id}`}`} />);
}
