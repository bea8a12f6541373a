import {
  ANO_MINIMO,
  Badge,
  ENTITIES,
  Flex,
  avisoDeVeiculoSemDocumento,
  optionLabel,
  MSG,
  anoMaximo,
  defineResourceScreens,
  formatNumber,
  formatPlaca,
  isPlacaValida,
  maskPlaca,
  statusColumn,
  type Column,
  type FieldConfig,
  type Veiculo,
} from '@frota/shared';
import { useVeiculoFilters, VeiculoFilters } from './filters';

/** Where the car is, and beside it in red a licenciamento or seguro past due: the car should not go out. */
const situacao = statusColumn<Veiculo>('situacao', 'situacao_veiculo', { label: 'Situação', showLabel: true });
const situacaoColumn: Column<Veiculo> = {
  ...situacao,
  render: (v) => (
    <Flex gap="1" wrap="wrap">
      {situacao.render?.(v)}
      {v.documento_vencido ? (
        <Badge colorPalette="red" variant="subtle" data-tone="error" title={avisoDeVeiculoSemDocumento(v.documento_vencido, formatPlaca(v.placa), v.documento_vencido_em ?? '')}>
          {optionLabel(ENTITIES.veiculos.fields.documento_vencido, v.documento_vencido)}
        </Badge>
      ) : null}
    </Flex>
  ),
};

const columns: Column<Veiculo>[] = [
  { key: 'placa', label: 'Placa', sortable: true, value: (v) => formatPlaca(v.placa), card: 'title' },
  { key: 'modelo', label: 'Modelo', sortable: true, card: 'title' },
  // a card names the car by plate, model and make, and leaves the year to its report
  { key: 'marca', label: 'Marca', sortable: true, priority: 2, card: 'title' },
  { key: 'ano_fabricacao', label: 'Ano', sortable: true, priority: 3, card: 'hidden' },
  // where the car is: the km the report calls current (the initial one is in the form), today's situação and who has it
  {
    key: 'quilometragem_atual',
    label: 'Quilometragem atual',
    sortable: true,
    align: 'end',
    nowrap: true,
    priority: 1,
    render: (v) => `${formatNumber(v.quilometragem_atual)} km`,
  },
  situacaoColumn,
  { key: 'motorista_atual', label: 'Motorista', value: (v) => v.motorista_atual ?? '-', lines: 2 },
];

const fields: FieldConfig[] = [
  {
    name: 'placa',
    label: 'Placa',
    type: 'masked',
    mask: maskPlaca,
    maxLength: 8,
    placeholder: 'ABC1D23',
    required: true,
    autoFocus: true,
    inlineError: (value) => (isPlacaValida(value) ? null : MSG.placaFormatoInline),
  },
  { name: 'modelo', label: 'Modelo', type: 'text', uppercase: true, maxLength: 100, required: true },
  { name: 'marca', label: 'Marca', type: 'text', uppercase: true, maxLength: 100, required: true },
  { name: 'ano_fabricacao', label: 'Ano de fabricação', type: 'number', min: ANO_MINIMO, max: anoMaximo(), step: 1, required: true },
  { name: 'quilometragem_inicial', label: 'Quilometragem inicial', type: 'integer', required: true },
  { name: 'data_aquisicao', label: 'Data de aquisição', type: 'date', required: true },
  { name: 'valor_compra', label: 'Valor de compra (R$)', type: 'money', required: true },
  { name: 'observacoes', label: 'Observações', type: 'textarea', maxLength: 2000 },
];

/** Vehicles: list, new and edit from one definition (SPEC §2, §5). */
export const veiculoScreens = defineResourceScreens({
  entity: 'veiculos',
  list: {
    columns,
    rowLabel: (v) => formatPlaca(v.placa),
    rowPath: (v) => `/veiculos/${v.id}/relatorio`,
    searchLabel: 'Buscar veículos por placa, modelo ou marca',
    useFilters: useVeiculoFilters,
    toolbar: <VeiculoFilters />,
  },
  form: { fields },
});

export const VeiculoScreens = veiculoScreens.Screens;
