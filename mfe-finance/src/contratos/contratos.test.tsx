import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTRATO_ATIVO_DUPLICADO, MSG, hojeSaoPaulo } from '@frota/shared';
import { csvAnswer, describeResourceScreens, exportCsv, fakeApi, listOf, renderAt, type Answer, type Seen } from '@frota/shared/testing';
import Contratos from '../exposes/contratos';

const api = fakeApi();

const onix = { id: 1, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const gol = { id: 2, placa: 'XYZ-9876', modelo: 'GOL', marca: 'VOLKSWAGEN' };
const ana = { id: 4, nome: 'Ana Souza', cpf: '529.982.247-25', validade_cnh: '2030-01-31', status: 'ativo' };
const bruno = { id: 5, nome: 'Bruno Lima', cpf: '111.444.777-35', validade_cnh: '2031-06-30', status: 'ativo' };
const doAna = {
  id: 10,
  motorista_id: 4,
  veiculo_id: 1,
  data_inicio: '2025-03-03',
  data_fim: null,
  valor_aluguel: 650.5,
  status_contrato: 'ativo',
  valor_caucao: 700,
  caucao_devolvida: null,
  versao: 2,
  motorista: ana,
  veiculo: onix,
};
const doBruno = { ...doAna, id: 11, motorista_id: 5, veiculo_id: 2, data_inicio: '2024-06-03', data_fim: '2025-01-31', status_contrato: 'finalizado', motorista: bruno, veiculo: gol };

const open = (path: string) => renderAt(path, { '/contratos/*': <Contratos /> });

/** The drivers and vehicles the form's selects ask for, and each driver the form checks before saving. */
function referencias(req: Seen, motoristas = [ana, bruno]): Answer | null {
  if (req.path === '/api/motoristas') return listOf(motoristas);
  const motorista = motoristas.find((m) => req.path === `/api/motoristas/${m.id}`);
  if (motorista) return { status: 200, body: motorista };
  if (req.path === '/api/veiculos') return listOf([onix, gol]);
  // the chosen vehicle, asked by id while the options load
  const veiculo = [onix, gol].find((v) => req.path === `/api/veiculos/${v.id}`);
  if (veiculo) return { status: 200, body: veiculo };
  return null;
}

/** A day `n` days before today in São Paulo. */
const diasAtras = (n: number) => new Date(Date.parse(`${hojeSaoPaulo()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('/contratos list', () => {
  it("exports the API's CSV of the contracts searched, as contratos.csv (its cells: shared/src/domain/csv-columns.test.ts)", async () => {
    const user = userEvent.setup();
    const csv = '\uFEFFMotorista;Veículo;Início;Término;Aluguel semanal (R$);Status\r\nAna Souza;ABC-1D23;03/03/2025;;650,50;ativo\r\n';
    api.answer = (req) => (req.path === '/api/contratos.csv' ? csvAnswer(csv) : listOf([doAna, doBruno]));
    open('/contratos?q=ana');
    await screen.findByText('Ana Souza');
    expect(await exportCsv(user, api, '/api/contratos.csv')).toEqual({ queries: [{ q: 'ana', sort: 'id', order: 'desc' }], text: csv, fileName: 'contratos.csv' });
  });
});

async function escolher(user: ReturnType<typeof userEvent.setup>, rotulo: string, opcao: string) {
  const select = screen.getByRole('combobox', { name: rotulo });
  await waitFor(() => expect(within(select).getByRole('option', { name: opcao })).toBeInTheDocument());
  await user.selectOptions(select, opcao);
}

describe('/contratos/novo', () => {
  it('validates like the API: rent above zero, end not before the start', async () => {
    const user = userEvent.setup();
    api.answer = (req) => referencias(req) ?? listOf([]);
    open('/contratos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo contrato' });
    fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: '2025-03-03' } });
    fireEvent.change(screen.getByLabelText(/^Data de término/), { target: { value: '2025-03-02' } });
    await user.type(screen.getByRole('textbox', { name: 'Aluguel semanal (R$)' }), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A data de término não pode ser anterior à data de início')).toBeInTheDocument();
    expect(screen.getByText('O valor deve ser maior que zero')).toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);
  });
});

/** Fills what a valid new contract needs, the driver and the vehicle already chosen. */
async function preencher(user: ReturnType<typeof userEvent.setup>, inicio: string, aluguel = '650,50') {
  fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: inicio } });
  await user.type(screen.getByRole('textbox', { name: 'Aluguel semanal (R$)' }), aluguel);
}

/** An accessible name as written with plain spaces (Intl puts a no-break space after "R$"). */
const nome = (texto: string) => (accessibleName: string) => accessibleName.replace(/\s/g, ' ') === texto;

describeResourceScreens(api, 'contratos', <Contratos />, {
  references: (req) => (req.path === '/api/veiculos/1' ? { status: 200, body: onix } : referencias(req)),
  list: { rows: [doAna, doBruno], columns: ['Motorista', 'Veículo', 'Início', 'Término', 'Aluguel semanal', 'Status', 'Ações'], edit: ['Editar ABC-1D23 — Ana Souza', 10] },
  // "Indeterminado" without an end, the weekly rent in BRL
  tones: { ativo: 'success', finalizado: 'default' },
  cells: { 'Ana Souza': ['ABC-1D23', '03/03/2025', 'Indeterminado', 'R$ 650,50'], 'Bruno Lima': ['31/01/2025'] },
  delete: { button: ['Excluir XYZ-9876 — Bruno Lima', 11], rowText: 'Bruno Lima', conflict: 'Não é possível excluir este contrato porque ele possui pagamentos.' },
  // the driver and the vehicle from searchable selects; numbers, and null for an empty end
  fill: async (user) => {
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ativo');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar motorista' }), 'bru');
    await waitFor(() => expect(api.seen.some((r) => r.path === '/api/motoristas' && r.query.q === 'bru')).toBe(true));
    await escolher(user, 'Motorista', 'Bruno Lima — 111.444.777-35');
    await escolher(user, 'Veículo', 'XYZ-9876 — GOL VOLKSWAGEN');
    await preencher(user, '2025-03-03');
  },
  // a start that long ago asks whether to bill the past weeks, unchecked
  posted: { motorista_id: 5, veiculo_id: 2, data_inicio: '2025-03-03', data_fim: null, plano_id: null, valor_aluguel: 650.5, valor_caucao: 0, status_contrato: 'ativo', cobrar_semanas_anteriores: false },
  // a new contract goes on to its own page, where the vistoria de entrega is the next step
  afterCreate: '/contratos/99/editar?novo=1',
  required: 4,
  conflict: { message: CONTRATO_ATIVO_DUPLICADO, errors: { veiculo_id: CONTRATO_ATIVO_DUPLICADO } },
  // keeps its driver and vehicle chosen
  // the status is not typed on edit: ending is "Encerrar contrato"
  edited: [doAna, { motorista_id: 4, veiculo_id: 1, data_inicio: '2025-03-03', data_fim: '2025-04-30', valor_aluguel: 650.5, valor_caucao: 700, status_contrato: 'ativo' }],
  loaded: async () => {
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('4'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Veículo' })).toHaveValue('1'));
  },
  change: async () => {
    expect(screen.getByLabelText(/^Data de término/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveAttribute('readonly');
    fireEvent.change(screen.getByLabelText(/^Data de término/), { target: { value: '2025-04-30' } });
  },
});

const criado = (req: Seen): Answer => (req.method === 'POST' ? { status: 201, body: { ...doAna, id: 12 } } : listOf([]));

describe('/contratos/novo with a start date in the past', () => {
  /** A new contract for Ana on XYZ-9876 started 15 days ago: due on start, start + 7 and start + 14 are three
   * dates before today; start + 21 is still ahead. */
  async function novoHa15Dias(user: ReturnType<typeof userEvent.setup>) {
    api.answer = (req) => referencias(req) ?? criado(req);
    open('/contratos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo contrato' });
    await escolher(user, 'Motorista', 'Ana Souza — 529.982.247-25');
    await escolher(user, 'Veículo', 'XYZ-9876 — GOL VOLKSWAGEN');
    await preencher(user, diasAtras(15));
  }

  it('asks whether to bill the 3 past weeks, with their total, and sends cobrar_semanas_anteriores: true when checked', async () => {
    const user = userEvent.setup();
    await novoHa15Dias(user);
    const pergunta = screen.getByRole('checkbox', { name: nome('Este contrato começou há 3 semanas. Gerar as 3 cobranças anteriores (R$ 1.951,50)?') });
    expect(pergunta).not.toBeChecked();
    await user.click(pergunta);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contrato cadastrado com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'POST')?.body).toMatchObject({ data_inicio: diasAtras(15), valor_aluguel: 650.5, cobrar_semanas_anteriores: true });
  });

  it('sends cobrar_semanas_anteriores: false when left unchecked', async () => {
    const user = userEvent.setup();
    await novoHa15Dias(user);
    expect(screen.getByRole('checkbox', { name: /^Este contrato começou há 3 semanas/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contrato cadastrado com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'POST')?.body).toMatchObject({ cobrar_semanas_anteriores: false });
  });

  it('speaks of 1 week in the singular, follows the rent as it is typed, and hides for a start today, sending false', async () => {
    const user = userEvent.setup();
    api.answer = (req) => referencias(req) ?? criado(req);
    open('/contratos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo contrato' });
    fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: diasAtras(3) } });
    expect(screen.getByRole('checkbox', { name: 'Este contrato começou há 1 semana. Gerar 1 cobrança anterior?' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Aluguel semanal (R$)' }), '700');
    const pergunta = screen.getByRole('checkbox', { name: nome('Este contrato começou há 1 semana. Gerar 1 cobrança anterior (R$ 700,00)?') });
    await user.click(pergunta);

    fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: hojeSaoPaulo() } });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await escolher(user, 'Motorista', 'Ana Souza — 529.982.247-25');
    await escolher(user, 'Veículo', 'XYZ-9876 — GOL VOLKSWAGEN');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contrato cadastrado com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'POST')?.body).toMatchObject({ data_inicio: hojeSaoPaulo(), cobrar_semanas_anteriores: false });
  });

  it('never asks when editing a contract that started long ago', async () => {
    api.answer = (req) => {
      if (req.path === '/api/contratos/10' && req.method === 'GET') return { status: 200, body: { ...doAna, data_inicio: diasAtras(60) } };
      if (req.path === '/api/veiculos/1') return { status: 200, body: onix };
      return referencias(req) ?? listOf([]);
    };
    open('/contratos/10/editar');
    await screen.findByRole('heading', { level: 1, name: 'Editar contrato' });
    await waitFor(() => expect(screen.getByLabelText(/^Data de início/)).toHaveValue(diasAtras(60)));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('/contratos form vehicle select', () => {
  const doBrunoNoOnix = { ...doAna, id: 13, motorista_id: 5, motorista: bruno, data_fim: '2025-04-30' };

  it('marks a vehicle another active contract holds on the chosen dates and lists it last', async () => {
    const user = userEvent.setup();
    api.answer = (req) => {
      if (req.path === '/api/contratos' && req.query.status_contrato === 'ativo') return listOf([doBrunoNoOnix]);
      return referencias(req) ?? listOf([]);
    };
    open('/contratos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo contrato' });
    fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: '2025-03-10' } });
    fireEvent.change(screen.getByLabelText(/^Data de término/), { target: { value: '2025-05-31' } });
    const select = screen.getByRole('combobox', { name: 'Veículo' });
    await waitFor(() =>
      expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Selecione...',
        'XYZ-9876 — GOL VOLKSWAGEN',
        'ABC-1D23 — ONIX CHEVROLET (alugado até 30/04/2025)',
      ]),
    );
    await waitFor(() =>
      expect(api.seen.filter((r) => r.path === '/api/contratos').map((r) => r.query)).toContainEqual({
        status_contrato: 'ativo',
        periodo_de: '2025-03-10',
        periodo_ate: '2025-05-31',
        pageSize: '100',
      }),
    );
    // still a choice: the server has the last word (409)
    await user.selectOptions(select, 'ABC-1D23 — ONIX CHEVROLET (alugado até 30/04/2025)');
    expect(select).toHaveValue('1');
  });

  it('says "alugado, sem data de término" for an open-ended contract, and asks from today while no start is chosen', async () => {
    api.answer = (req) => {
      if (req.path === '/api/contratos' && req.query.status_contrato === 'ativo') return listOf([doAna]);
      return referencias(req) ?? listOf([]);
    };
    open('/contratos/novo');
    const select = await screen.findByRole('combobox', { name: 'Veículo' });
    expect(await within(select).findByRole('option', { name: 'ABC-1D23 — ONIX CHEVROLET (alugado, sem data de término)' })).toBeInTheDocument();
    const pedido = api.seen.find((r) => r.path === '/api/contratos')?.query;
    expect(pedido).toMatchObject({ status_contrato: 'ativo', periodo_de: hojeSaoPaulo() });
    expect(pedido).not.toHaveProperty('periodo_ate');
  });

  it('warns before renting a vehicle whose licenciamento is past due, as soon as it is chosen', async () => {
    const user = userEvent.setup();
    const semLicenciamento = { ...gol, documento_vencido: 'licenciamento', documento_vencido_em: '2027-01-10' };
    api.answer = (req) => {
      if (req.path === '/api/veiculos/2') return { status: 200, body: semLicenciamento };
      return referencias(req) ?? listOf([]);
    };
    open('/contratos/novo');
    const select = await screen.findByRole('combobox', { name: 'Veículo' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(select, 'ABC-1D23 — ONIX CHEVROLET');
    expect(screen.queryByText(/vencido em/)).toBeNull();
    await user.selectOptions(select, 'XYZ-9876 — GOL VOLKSWAGEN');
    expect(await screen.findByText('Licenciamento de XYZ-9876 vencido em 10/01/2027')).toBeInTheDocument();
  });

  it('does not mark the vehicle of the contract being edited', async () => {
    api.answer = (req) => {
      if (req.path === '/api/contratos/10' && req.method === 'GET') return { status: 200, body: doAna };
      if (req.path === '/api/contratos' && req.query.status_contrato === 'ativo') return listOf([doAna]);
      return referencias(req) ?? listOf([]);
    };
    open('/contratos/10/editar');
    await screen.findByRole('heading', { level: 1, name: 'Editar contrato' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Veículo' })).toHaveValue('1'));
    await waitFor(() => expect(api.seen.some((r) => r.path === '/api/contratos' && r.query.periodo_de === '2025-03-03')).toBe(true));
    expect(screen.getByRole('option', { name: 'ABC-1D23 — ONIX CHEVROLET' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /alugado/ })).not.toBeInTheDocument();
  });

  it('shows an error with "Tentar novamente" when the rented vehicles cannot be checked, and checks again', async () => {
    const user = userEvent.setup();
    let falhar = true;
    api.answer = (req) => {
      if (req.path === '/api/contratos' && req.query.status_contrato === 'ativo') return falhar ? { status: 500 } : listOf([doAna]);
      return referencias(req) ?? listOf([]);
    };
    open('/contratos/novo');
    expect(await screen.findByText('Erro ao verificar os veículos já alugados nessas datas. Por favor, tente novamente.')).toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('option', { name: 'ABC-1D23 — ONIX CHEVROLET (alugado, sem data de término)' })).toBeInTheDocument();
    expect(screen.queryByText('Erro ao verificar os veículos já alugados nessas datas. Por favor, tente novamente.')).not.toBeInTheDocument();
  });
});

describe('/contratos form options that fail to load', () => {
  it('say so with "Tentar novamente" on the driver and the vehicle fields, not an empty list, and load on retry', async () => {
    const user = userEvent.setup();
    let falhar = true;
    api.answer = (req) => {
      if (falhar && (req.path === '/api/motoristas' || req.path === '/api/veiculos')) return { status: 500 };
      return referencias(req) ?? listOf([]);
    };
    open('/contratos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo contrato' });
    const campo = (rotulo: string) => screen.getByRole('combobox', { name: rotulo }).closest('[role="group"]') as HTMLElement;
    await waitFor(() => expect(within(campo('Motorista')).getByText('Não foi possível carregar as opções.')).toBeInTheDocument());
    await waitFor(() => expect(within(campo('Veículo')).getByText('Não foi possível carregar as opções.')).toBeInTheDocument());
    falhar = false;
    await user.click(within(campo('Veículo')).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('option', { name: 'XYZ-9876 — GOL VOLKSWAGEN' })).toBeInTheDocument();
    await user.click(within(campo('Motorista')).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('option', { name: 'Ana Souza — 529.982.247-25' })).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar as opções.')).not.toBeInTheDocument();
  });
});

describe('/contratos form driver check', () => {
  async function tentar(user: ReturnType<typeof userEvent.setup>, motorista: string, inicio: string) {
    await escolher(user, 'Motorista', motorista);
    await escolher(user, 'Veículo', 'XYZ-9876 — GOL VOLKSWAGEN');
    await preencher(user, inicio);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
  }
  const erroNoMotorista = (texto: string) =>
    waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Motorista' }).closest('[role="group"]') as HTMLElement).getByText(texto)).toBeInTheDocument());

  it('refuses a driver whose CNH expires before the start, on the driver field, without sending', async () => {
    const user = userEvent.setup();
    const vencida = { ...bruno, validade_cnh: '2025-03-02' };
    api.answer = (req) => referencias(req, [ana, vencida]) ?? criado(req);
    open('/contratos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo contrato' });
    await tentar(user, 'Bruno Lima — 111.444.777-35', '2025-03-03');
    await erroNoMotorista('A CNH do motorista está vencida.');
    expect(api.seen.some((r) => r.method === 'GET' && r.path === '/api/motoristas/5')).toBe(true);
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);

    // valid on the start day itself
    fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: '2025-03-02' } });
    // the refused save has ended and the error has gone with the new date
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Contrato cadastrado com sucesso!')).toBeInTheDocument();
    expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('says it under the driver field as soon as the driver and the start date are chosen, before any save', async () => {
    const user = userEvent.setup();
    api.answer = (req) => referencias(req, [ana, { ...bruno, validade_cnh: '2025-03-02' }]) ?? criado(req);
    open('/contratos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo contrato' });
    await escolher(user, 'Motorista', 'Bruno Lima — 111.444.777-35');
    fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: '2025-03-03' } });
    await erroNoMotorista('A CNH do motorista está vencida.');
    fireEvent.change(screen.getByLabelText(/^Data de início/), { target: { value: '2025-03-02' } });
    await waitFor(() => expect(screen.queryByText('A CNH do motorista está vencida.')).not.toBeInTheDocument());
    await escolher(user, 'Motorista', 'Ana Souza — 529.982.247-25');
    expect(screen.queryByText(/A CNH do motorista|não está ativo/)).not.toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('refuses a driver who is not ativo, which it says first as the API does', async () => {
    const user = userEvent.setup();
    api.answer = (req) => referencias(req, [ana, { ...bruno, status: 'suspenso', validade_cnh: '2025-01-01' }]) ?? criado(req);
    open('/contratos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo contrato' });
    await tentar(user, 'Bruno Lima — 111.444.777-35', '2025-03-03');
    await erroNoMotorista(MSG.motoristaInativo);
    expect(MSG.motoristaInativo).toBe('O motorista não está ativo.');
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);
  });

  it('checks the driver on an edit of an ativo contract, which can still be ended by "Encerrar contrato"', async () => {
    const user = userEvent.setup();
    const inativa = { ...ana, status: 'inativo' };
    api.answer = (req) => {
      if (req.path === '/api/contratos/10' && req.method === 'GET') return { status: 200, body: doAna };
      if (req.method === 'PUT') return { status: 200, body: { ...doAna, ...(req.body as object) } };
      if (req.path === '/api/veiculos/1') return { status: 200, body: onix };
      return referencias(req, [inativa, bruno]) ?? listOf([]);
    };
    open('/contratos/10/editar');
    await screen.findByRole('heading', { level: 1, name: 'Editar contrato' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Motorista' })).toHaveValue('4'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await erroNoMotorista('O motorista não está ativo.');
    expect(api.seen.some((r) => r.method === 'PUT')).toBe(false);

    expect(screen.getByRole('button', { name: 'Encerrar contrato' })).toBeInTheDocument();
  });

  it('shows the server\'s 400 on the driver field too', async () => {
    const user = userEvent.setup();
    api.answer = (req) =>
      referencias(req) ??
      (req.method === 'POST' ? { status: 400, body: { message: MSG.cnhVencida, errors: { motorista_id: MSG.cnhVencida } } } : listOf([]));
    open('/contratos/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo contrato' });
    await tentar(user, 'Ana Souza — 529.982.247-25', '2025-03-03');
    await erroNoMotorista('A CNH do motorista está vencida.');
    expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
