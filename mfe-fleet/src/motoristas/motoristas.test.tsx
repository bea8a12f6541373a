import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORIAS_CNH, MSG, hojeSaoPaulo } from '@frota/shared';
import { describeResourceScreens, fakeApi, listOf, renderAt, type User } from '@frota/shared/testing';
import Motoristas from '../exposes/motoristas';
import { avisoCnh } from './cnh-aviso';
import { motoristaDeTeste } from './motorista-de-teste';

const api = fakeApi();
const renderMotoristas = (path: string) => renderAt(path, { '/motoristas/*': <Motoristas /> });

function daquiA(dias: number): string {
  const d = new Date(`${hojeSaoPaulo()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

const ana = motoristaDeTeste({ validade_cnh: daquiA(400), versao: undefined });
const bruno = { ...ana, id: 2, nome: 'Bruno Lima', cpf: '123.456.789-09', validade_cnh: daquiA(-1), status: 'suspenso' };
const carla = { ...ana, id: 3, nome: 'Carla Dias', cpf: '111.444.777-35', validade_cnh: daquiA(12), categoria_cnh: 'AE' };

const row = (texto: string) => screen.getByText(texto).closest('tr') as HTMLElement;

describe('avisoCnh', () => {
  it('warns of a CNH expired or expiring within 30 days, in pt-BR', () => {
    expect(avisoCnh('2026-03-09', '2026-03-10')).toEqual({ texto: 'CNH vencida', vencida: true });
    expect(avisoCnh('2026-03-10', '2026-03-10')).toEqual({ texto: 'CNH vence hoje', vencida: false });
    expect(avisoCnh('2026-03-11', '2026-03-10')).toEqual({ texto: 'CNH vence amanhã', vencida: false });
    expect(avisoCnh('2026-04-09', '2026-03-10')).toEqual({ texto: 'CNH vence em 30 dias', vencida: false });
    expect(avisoCnh('2026-04-10', '2026-03-10')).toBeNull();
  });
});

describe('/motoristas list', () => {
  it('puts a warning badge on a CNH that has expired or expires within 30 days, and none on the others', async () => {
    api.answer = () => listOf([ana, bruno, carla]);
    renderMotoristas('/motoristas');
    await screen.findByText('Ana Souza');
    const [d, m, y] = [ana.validade_cnh.slice(8), ana.validade_cnh.slice(5, 7), ana.validade_cnh.slice(0, 4)];
    expect(within(row('Ana Souza')).getByText(`${d}/${m}/${y}`)).toBeInTheDocument();
    expect(within(row('Ana Souza')).queryByText(/CNH/)).not.toBeInTheDocument();
    expect(within(row('Bruno Lima')).getByText('CNH vencida')).toBeInTheDocument();
    expect(within(row('Carla Dias')).getByText('CNH vence em 12 dias')).toBeInTheDocument();
  });
});

describe('Extrato links', () => {
  it('each row of the list links to the driver\'s statement', async () => {
    const user = userEvent.setup();
    api.answer = () => listOf([ana, bruno]);
    renderMotoristas('/motoristas');
    await screen.findByText('Bruno Lima');
    const link = within(row('Bruno Lima')).getByRole('link', { name: 'Extrato de Bruno Lima' });
    expect(link).toHaveAttribute('href', '/motoristas/2/extrato');
    expect(link).toHaveTextContent('Extrato');
    await user.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/motoristas/2/extrato'));
  });

  it('the edit form links to the statement; the new form does not', async () => {
    api.answer = () => ({ status: 200, body: carla });
    const { unmount } = renderMotoristas('/motoristas/3/editar');
    expect(await screen.findByRole('link', { name: 'Extrato' })).toHaveAttribute('href', '/motoristas/3/extrato');
    unmount();
    renderMotoristas('/motoristas/novo');
    await screen.findByRole('heading', { name: 'Novo motorista' });
    expect(screen.queryByRole('link', { name: 'Extrato' })).not.toBeInTheDocument();
  });
});

const campo = (name: string) => screen.getByRole('textbox', { name });

const digitar = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Fills every field (change events: typing itself is tested once, in the mask test). */
async function preencher(user: User, valores: { cpf?: string; telefone?: string; email?: string } = {}) {
  digitar(/^Nome/, 'Ana Souza');
  digitar(/^CPF/, valores.cpf ?? '52998224725');
  digitar(/^RG/, '12.345.678-9');
  digitar(/^Data de nascimento/, '1990-05-01');
  digitar(/^CNH/, '62472927637');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria da CNH' }), 'B');
  digitar(/^Validade da CNH/, '2030-01-01');
  digitar(/^Telefone/, valores.telefone ?? '11912345678');
  digitar(/^Email/, valores.email ?? 'ana@exemplo.com.br');
  digitar(/^Endereço/, 'Rua A, 1');
}

describe('/motoristas/novo', () => {
  it('offers the CNH categories A, B, C, D, E, AB, AC, AD, AE and starts with status ativo', async () => {
    renderMotoristas('/motoristas/novo');
    const categoria = await screen.findByRole('combobox', { name: 'Categoria da CNH' });
    const options = within(categoria).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(options).toEqual(['', ...CATEGORIAS_CNH]);
    expect(CATEGORIAS_CNH).toEqual(['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE']);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ativo');
    expect(within(screen.getByRole('combobox', { name: 'Status' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Selecione...',
      'Ativo',
      'Inativo',
      'Suspenso',
    ]);
  });

  it('on submit shows only the first error, in the order CPF, phone, email, and sends nothing', async () => {
    const user = userEvent.setup();
    renderMotoristas('/motoristas/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo motorista' });
    await preencher(user, { cpf: '11111111111', telefone: '20912345678', email: 'ana..souza@exemplo.com' });
    const salvar = screen.getByRole('button', { name: 'Salvar' });

    await user.click(salvar);
    expect(await screen.findByText(MSG.cpfInvalido)).toBeInTheDocument();
    expect(screen.queryByText(MSG.dddInvalido)).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.emailPontosConsecutivos)).not.toBeInTheDocument();

    digitar(/^CPF/, '52998224725');
    await user.click(salvar);
    expect(await screen.findByText(MSG.dddInvalido)).toBeInTheDocument();
    expect(screen.queryByText(MSG.cpfInvalido)).not.toBeInTheDocument();
    expect(screen.queryByText(MSG.emailPontosConsecutivos)).not.toBeInTheDocument();

    digitar(/^Telefone/, '11912345678');
    await user.click(salvar);
    expect(await screen.findByText(MSG.emailPontosConsecutivos)).toBeInTheDocument();
    expect(screen.queryByText(MSG.dddInvalido)).not.toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it.each([
    [{ cpf: '' }, MSG.cpfObrigatorio],
    [{ cpf: '5299822' }, MSG.cpfDigitos],
    [{ cpf: '52998224726' }, MSG.cpfInvalido],
    [{ telefone: '' }, MSG.telefoneObrigatorio],
    [{ telefone: '1191234567' }, MSG.telefoneDigitos],
    [{ telefone: '10912345678' }, MSG.dddInvalido],
    [{ telefone: '11812345678' }, MSG.celularNove],
    [{ email: '' }, MSG.emailObrigatorio],
    [{ email: 'ana@exemplo' }, MSG.emailInvalido],
    [{ email: '.ana@exemplo.com' }, MSG.emailPontoExtremo],
    [{ email: 'ana..souza@exemplo.com' }, MSG.emailPontosConsecutivos],
  ])('shows the SPEC message for %j: "%s"', async (valores, mensagem) => {
    const user = userEvent.setup();
    renderMotoristas('/motoristas/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo motorista' });
    await preencher(user, valores);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(mensagem)).toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it('checks the CNH and the age before submit, beside the first of CPF, phone and email (issue 31)', async () => {
    const user = userEvent.setup();
    renderMotoristas('/motoristas/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo motorista' });
    await preencher(user, { cpf: '11111111111', telefone: '20912345678' });
    digitar(/^CNH/, '62472927638');
    // 18 tomorrow in São Paulo
    const amanha = daquiA(1);
    digitar(/^Data de nascimento/, `${Number(amanha.slice(0, 4)) - 18}${amanha.slice(4)}`);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.cnhInvalida)).toBeInTheDocument();
    expect(screen.getByText(MSG.motoristaMenorDeIdade)).toBeInTheDocument();
    expect(screen.getByText(MSG.cpfInvalido)).toBeInTheDocument();
    expect(screen.queryByText(MSG.dddInvalido)).not.toBeInTheDocument();

    digitar(/^CNH/, '624.729.276-37');
    digitar(/^Data de nascimento/, '1990-05-01');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByText(MSG.cnhInvalida)).not.toBeInTheDocument());
    expect(screen.queryByText(MSG.motoristaMenorDeIdade)).not.toBeInTheDocument();
    expect(api.seen).toHaveLength(0);
  });

  it('shows "Email muito longo" for an address over 254 characters', async () => {
    const user = userEvent.setup();
    renderMotoristas('/motoristas/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo motorista' });
    await preencher(user, { email: `${'a'.repeat(245)}@exemplo.com` });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.emailLongo)).toBeInTheDocument();
  });
});

const { id: _, ...anaSemId } = ana;

describeResourceScreens(api, 'motoristas', <Motoristas />, {
  list: { rows: [ana, bruno, carla], columns: ['Nome', 'CPF', 'Telefone', 'Categoria CNH', 'Validade CNH', 'Status', 'Ações'], edit: ['Editar Carla Dias', 3] },
  cells: { 'Ana Souza': ['529.982.247-25', '(11) 91234-5678'], 'Carla Dias': ['AE'], 'Bruno Lima': ['Suspenso'] },
  delete: { button: ['Excluir Bruno Lima', 2], rowText: 'Bruno Lima', conflict: 'Não é possível excluir este motorista porque ele possui contratos.' },
  typing: [
    ['CPF', '5299', '529.9'],
    ['CPF', '8224725999', '529.982.247-25'],
    ['Telefone', '11', '(11'],
    ['Telefone', '9123', '(11) 9123'],
    ['Telefone', '45678123', '(11) 91234-5678'],
  ],
  fill: (user) => preencher(user),
  // masked as the list shows them
  posted: { ...anaSemId, validade_cnh: '2030-01-01' },
  conflict: { message: 'Já existe um motorista com este CPF', errors: { cpf: 'Já existe um motorista com este CPF' } },
  edited: [carla, { cpf: '111.444.777-35', status: 'inativo' }],
  loaded: () => waitFor(() => expect(campo('CPF')).toHaveValue('111.444.777-35')),
  change: async (user) => {
    expect(screen.getByRole('combobox', { name: 'Categoria da CNH' })).toHaveValue('AE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inativo');
  },
});
