import {
  MSG,
  contratos,
  defineResourceScreens,
  enumOptions,
  formatDate,
  motoristaColumn,
  nomeDoContrato,
  statusColumn,
  veiculoColumn,
  type Column,
  type Contrato,
  type FieldConfig,
} from '@frota/shared';
import { campoCaucao, campoCaucaoSomenteLeitura } from './caucao';
import { campoCobrarSemanasAnteriores } from './cobrar-semanas-anteriores';
import { campoMotoristaDoContrato } from './motorista-do-contrato';
import { campoStatusSomenteLeitura } from './status-do-contrato';
import { campoVeiculoDoContrato } from './veiculo-do-contrato';
import { comMotoristaVerificado } from './verificar-motorista';
import { caminhoDoContratoNovo } from './vistorias-do-contrato';

const columns: Column<Contrato>[] = [
  // a card leads with the driver and the plate
  { ...motoristaColumn<Contrato>({ empty: '' }), card: 'title' },
  { ...veiculoColumn<Contrato>({ placa: true, empty: '' }), card: 'title' },
  { key: 'data_inicio', label: 'Início', sortable: true, kind: 'date', priority: 2 },
  // an open-ended contract reads "Indeterminado"
  { key: 'data_fim', label: 'Término', sortable: true, kind: 'date', render: (c) => (c.data_fim ? formatDate(c.data_fim) : MSG.contratoIndeterminado), priority: 1 },
  { key: 'valor_aluguel', label: 'Aluguel semanal', sortable: true, align: 'end', kind: 'money' },
  statusColumn('status_contrato', 'status_contrato'),
];

const campoStatus: FieldConfig = { name: 'status_contrato', label: 'Status', type: 'select', options: enumOptions('status_contrato'), required: true };

const campos = (caucao: FieldConfig, status: FieldConfig): FieldConfig[] => [
  campoMotoristaDoContrato,
  campoVeiculoDoContrato,
  { name: 'data_inicio', label: 'Data de início', type: 'date', required: true },
  { name: 'data_fim', label: 'Data de término', type: 'date', helperText: 'Em branco: prazo indeterminado' },
  { name: 'valor_aluguel', label: 'Aluguel semanal (R$)', type: 'money', required: true },
  caucao,
  status,
  campoCobrarSemanasAnteriores,
];

const list = {
  columns,
  rowLabel: nomeDoContrato,
  searchLabel: 'Buscar contratos por placa ou motorista',
};

/**
 * Contracts: list, new and edit (SPEC §2, §3, §5); a new one goes on to its own page, for the vistoria de entrega. The form marks the vehicles already rented on its dates,
 * offers to bill the weeks a back-dated contract missed, and checks the driver first. The caução and the status are
 * typed on create only, so the edit form is a second definition that shows them read-only (ending is the settlement's).
 */
export const contratoScreens = defineResourceScreens({
  entity: 'contratos',
  resource: comMotoristaVerificado(contratos),
  list,
  form: {
    fields: campos(campoCaucao, campoStatus),
    defaultValues: { status_contrato: 'ativo', cobrar_semanas_anteriores: false, valor_caucao: 0 },
    // a new contract's next step is the car's hand-over: its page offers the vistoria de entrega
    afterCreatePath: (contrato) => caminhoDoContratoNovo(contrato.id),
  },
});

export const contratoEdicao = defineResourceScreens({
  entity: 'contratos',
  resource: comMotoristaVerificado(contratos),
  list,
  form: { fields: campos(campoCaucaoSomenteLeitura, campoStatusSomenteLeitura) },
});
