import {
  Button,
  Link,
  defineResourceScreens,
  enumOptions,
  maskCpf,
  maskTelefone,
  statusColumn,
  type Column,
  type FieldConfig,
  type Motorista,
  useParams,
} from '@frota/shared';
import { ValidadeCnh } from './cnh-aviso';
import { LembretesEnviados } from './lembretes-enviados';
import { AcessoDoMotorista } from './acesso-do-motorista';

const columns: Column<Motorista>[] = [
  { key: 'nome', label: 'Nome', sortable: true, lines: 2 },
  { key: 'cpf', label: 'CPF', sortable: true, priority: 1 },
  { key: 'telefone', label: 'Telefone', nowrap: true, priority: 2 },
  { key: 'categoria_cnh', label: 'Categoria CNH', sortable: true, priority: 3 },
  { key: 'validade_cnh', label: 'Validade CNH', sortable: true, kind: 'date', render: (m) => <ValidadeCnh validade={m.validade_cnh} /> },
  statusColumn('status', 'status_motorista', { showLabel: true }),
];

export const extratoPath = (id: number | string) => `/motoristas/${id}/extrato`;

/** "Extrato": a plain link to the driver's statement (a finance page), 44 px tall. */
function LinkExtrato({ id, nome }: { id: number | string; nome?: string }) {
  return (
    <Button asChild variant="outline" size="sm" minH="11">
      <Link to={extratoPath(id)} aria-label={nome ? `Extrato de ${nome}` : undefined}>
        Extrato
      </Link>
    </Button>
  );
}

/** On the edit form only: a new driver has no statement yet. */
function ExtratoDoFormulario() {
  const { id } = useParams();
  return id ? <LinkExtrato id={id} /> : null;
}

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
  // not an input: no schema field has this name, so nothing is sent for it
  { name: 'extrato', label: 'Extrato', type: 'custom', bare: true, render: () => <ExtratoDoFormulario /> },
  { name: 'lembretes', label: 'Lembretes enviados', type: 'custom', bare: true, wide: true, render: () => <LembretesEnviados /> },
  { name: 'acesso', label: 'Acesso do motorista', type: 'custom', bare: true, wide: true, render: ({ form }) => <AcessoDoFormulario nome={String(form.watch('nome') ?? '')} /> },
];

/** On the edit form only: a driver not yet saved has no page to send. */
function AcessoDoFormulario({ nome }: { nome: string }) {
  const { id } = useParams();
  return id ? <AcessoDoMotorista id={id} nome={nome} /> : null;
}

/** Drivers: list, new and edit from one definition (SPEC §2, §5). */
export const motoristaScreens = defineResourceScreens({
  entity: 'motoristas',
  list: {
    columns,
    rowLabel: (m) => m.nome,
    searchLabel: 'Buscar motoristas por nome, CPF, email, telefone ou CNH',
    rowActions: (m) => <LinkExtrato id={m.id} nome={m.nome} />,
  },
  form: {
    fields,
    defaultValues: { status: 'ativo' },
    // SPEC §5: on submit only the first of these in error speaks
    firstErrorOf: ['cpf', 'telefone', 'email'],
  },
});

export const MotoristaScreens = motoristaScreens.Screens;
