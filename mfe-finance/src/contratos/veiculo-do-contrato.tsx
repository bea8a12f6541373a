import {
  Alert,
  LoadError,
  ReferenceInput,
  avisoDeVeiculoSemDocumento,
  contratos,
  customReferenceField,
  veiculos,
  formatDate,
  hojeSaoPaulo,
  useList,
  useOne,
  useParams,
  veiculoLabel,
  veiculoReferenceField,
  type CustomFieldProps,
  type Veiculo,
} from '@frota/shared';

export const ERRO_ALUGADOS = 'Erro ao verificar os veículos já alugados nessas datas. Por favor, tente novamente.';

const DIA = /^\d{4}-\d{2}-\d{2}$/;
const base = veiculoReferenceField();

/** The vehicle option's label, marked when another active contract holds it over the chosen dates. */
export function rotuloDoVeiculo(v: Pick<Veiculo, 'placa' | 'modelo' | 'marca'>, alugadoAte: string | null | undefined): string {
  if (alugadoAte === undefined) return veiculoLabel(v);
  return `${veiculoLabel(v)} (${alugadoAte ? `alugado até ${formatDate(alugadoAte)}` : 'alugado, sem data de término'})`;
}

/**
 * The vehicle select of the contract form: the vehicles another active contract holds over the chosen dates
 * (from today while no start is chosen) are marked "alugado até …" and listed last. The contract being edited
 * does not count against its own vehicle.
 */
function VeiculoDoContrato({ id, value, onChange, onBlur, form }: CustomFieldProps) {
  const editado = useParams().id;
  const [dataInicio, dataFim] = form.watch(['data_inicio', 'data_fim']) as unknown[];
  const de = typeof dataInicio === 'string' && DIA.test(dataInicio) ? dataInicio : hojeSaoPaulo();
  const ate = typeof dataFim === 'string' && DIA.test(dataFim) && dataFim >= de ? dataFim : undefined;
  const ativos = useList(contratos, { pageSize: 100, filters: { status_contrato: 'ativo', periodo_de: de, periodo_ate: ate } });

  // vehicle id → the end of the contract that holds it (null: open-ended)
  const alugados = new Map<number, string | null>();
  for (const c of ativos.data?.rows ?? []) {
    if (String(c.id) === editado) continue;
    const atual = alugados.get(c.veiculo_id);
    if (atual === null) continue;
    if (c.data_fim === null || atual === undefined || c.data_fim > atual) alugados.set(c.veiculo_id, c.data_fim);
  }
  const field = {
    ...base,
    optionLabel: (v: Veiculo) => rotuloDoVeiculo(v, alugados.get(v.id)),
    optionLast: (v: Veiculo) => alugados.has(v.id),
  };

  return (
    <>
      <ReferenceInput id={id} field={field} value={value} onChange={onChange} onBlur={onBlur} />
      <AvisoDeDocumento veiculoId={value} />
      {ativos.isError ? <LoadError message={ERRO_ALUGADOS} onRetry={() => void ativos.refetch()} retrying={ativos.isFetching} /> : null}
    </>
  );
}

/** A licenciamento or seguro past due: the car may be stopped on the road, so the form says so before renting it. */
function AvisoDeDocumento({ veiculoId }: { veiculoId: unknown }) {
  const id = typeof veiculoId === 'number' || (typeof veiculoId === 'string' && /^\d+$/.test(veiculoId)) ? Number(veiculoId) : null;
  const veiculo = useOne(veiculos, id).data;
  if (!veiculo?.documento_vencido || veiculo.id !== id) return null;
  return (
    <Alert.Root status="warning" role="alert" mt="2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{avisoDeVeiculoSemDocumento(veiculo.documento_vencido, veiculo.placa, veiculo.documento_vencido_em ?? '')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export const campoVeiculoDoContrato = customReferenceField(base, (props) => <VeiculoDoContrato {...props} />);
