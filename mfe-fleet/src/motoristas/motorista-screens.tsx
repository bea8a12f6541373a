import {
  defineResourceScreens,
  enumOptions,
  maskCpf,
  maskTelefone,
  statusColumn,
  type Column,
  type FieldConfig,
  type Motorista,
} from '@frota/shared';
import { ValidadeCnh } from './cnh-aviso';

const columns: Column<Motorista>[] = [
  { key: 'nome', label: 'Nome', sortable: true },
  { key: 'cpf', label: 'CPF', sortable: true },
  { key: 'telefone', label: 'Telefone' },
  { key: 'categoria_cnh', label: 'Categoria CNH', sortable: true },
  { key: 'validade_cnh', label: 'Validade CNH', sortable: true, kind: 'date', render: (m) => <ValidadeCnh validade={m.validade_cnh} /> },
  { key: 'data_nascimento', label: 'Data de nascimento', kind: 'date', csvOnly: true },
  statusColumn('status', 'status_motorista', { showLabel: true }),
];

const fields: FieldConfig[] = [
  { name: 'nome', label: 'Nome', type: 'text', maxLength: 150, required: true, autoFocus: true },
  { name: 'cpf', label: 'CPF', type: 'masked', mask: maskCpf, maxLength: 14, inputMode: 'numeric', placeholder: '000.000.000-00', required: true },
  { name: 'rg', label: 'RG', type: 'text', maxLength: 20, required: true },
  { name: 'data_nascimento', label: 'Data de nascimento', type: 'date', required: true },
  { name: 'cnh', label: 'CNH', type: 'text', maxLength: 20, required: true },
  { name: 'categoria_cnh', label: 'Categoria da CNH', type: 'select', options: enumOptions('categoria_cnh'), required: true },
  { name: 'validade_cnh', label: 'Validade da CNH', type: 'date', required: true },
  { name: 'telefone', label: 'Telefone', type: 'masked', mask: maskTelefone, maxLength: 15, inputMode: 'tel', placeholder: '(00) 00000-0000', required: true },
  // no maxLength: a pasted address over 254 characters gets "Email muito longo" instead of being cut
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'off', required: true },
  { name: 'endereco', label: 'Endereço', type: 'text', maxLength: 255, required: true, wide: true },
  { name: 'status', label: 'Status', type: 'select', options: enumOptions('status_motorista'), required: true },
];

/** Drivers: list, new and edit from one definition (SPEC §2, §5). */
export const motoristaScreens = defineResourceScreens({
  entity: 'motoristas',
  list: {
    columns,
    rowLabel: (m) => m.nome,
    searchLabel: 'Buscar motoristas por nome, CPF, email, telefone ou CNH',
  },
  form: {
    fields,
    defaultValues: { status: 'ativo' },
    // SPEC §5: on submit only the first of these in error speaks
    firstErrorOf: ['cpf', 'telefone', 'email'],
  },
});

export const MotoristaScreens = motoristaScreens.Screens;
