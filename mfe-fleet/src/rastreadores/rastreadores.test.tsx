import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared';
import { fakeApi, listOf, listWithDelete, renderAt, type Seen } from '@frota/shared/testing';
import Rastreadores from '../exposes/rastreadores';

const api = fakeApi();
const renderRastreadores = (path: string) => renderAt(path, { '/rastreadores/*': <Rastreadores /> });

const onix = { id: 4, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const gol = { id: 7, placa: 'XYZ-9876', modelo: 'GOL', marca: 'VOLKSWAGEN' };
const veiculoCompleto = (v: typeof onix) => ({ ...v, ano_fabricacao: 2022, quilometragem_inicial: 0, data_aquisicao: '2022-01-01', valor_compra: 1, observacoes: null });

const gt06 = {
  id: 1,
  nome_dispositivo: 'GT06 4G',
  codigo_identificacao: 'IMEI-1',
  data_compra: '2024-05-10',
  caracteristicas: null,
  km_atual: 21500,
  veiculo_id: 4,
  veiculo: onix,
};
const solto = { ...gt06, id: 2, nome_dispositivo: 'Suntech', codigo_identificacao: 'SUN-2', data_compra: null, km_atual: null, veiculo_id: null, veiculo: undefined };

/** Trackers at /api/rastreadores, vehicles for the select at /api/veiculos. */
function rotas(rastreadores: unknown[], extra: (req: Seen) => ReturnType<typeof listOf> | undefined = () => undefined) {
  api.answer = (req) => {
    const own = extra(req);
    if (own) return own;
    if (req.url.startsWith('/api/veiculos')) {
      const q = new URL(req.url, 'http://x').searchParams.get('q');
      return listOf([onix, gol].filter((v) => !q || v.placa.replace('-', '').includes(q.toUpperCase())).map(veiculoCompleto));
    }
    return listOf(rastreadores);
  };
}

describe('/rastreadores list', () => {
  it('shows device, code, vehicle plate, current km and purchase date in pt-BR', async () => {
    rotas([gt06, solto]);
    renderRastreadores('/rastreadores');
    const linha = (await screen.findByText('IMEI-1')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Dispositivo',
      'Código de identificação',
      'Veículo',
      'Km atual',
      'Data de compra',
      'Ações',
    ]);
    expect(within(linha).getByText('ABC-1D23')).toBeInTheDocument();
    expect(within(linha).getByText('21.500 km')).toBeInTheDocument();
    expect(within(linha).getByText('10/05/2024')).toBeInTheDocument();
    const semVeiculo = screen.getByText('SUN-2').closest('tr') as HTMLElement;
    expect(within(semVeiculo).getAllByText('-')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', '/rastreadores/novo');
    expect(screen.getByRole('link', { name: 'Editar SUN-2' })).toHaveAttribute('href', '/rastreadores/2/editar');
  });

  it('shows "Erro ao carregar rastreadores. Por favor, tente novamente." when the list fails', async () => {
    api.answer = () => ({ status: 500, body: { message: 'Erro interno' } });
    renderRastreadores('/rastreadores');
    expect(await screen.findByText('Erro ao carregar rastreadores. Por favor, tente novamente.')).toBeInTheDocument();
  });

  it('deletes after "Tem certeza que deseja excluir este rastreador?" with the SPEC toast', async () => {
    const user = userEvent.setup();
    const lista = listWithDelete([gt06, solto]);
    rotas([], (req) => (req.path.startsWith('/api/rastreadores') ? lista(req) : undefined));
    renderRastreadores('/rastreadores');
    await user.click(await screen.findByRole('button', { name: 'Excluir IMEI-1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja excluir este rastreador?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Rastreador excluído com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('IMEI-1')).not.toBeInTheDocument());
  });
});

describe('/rastreadores/novo', () => {
  it('requires only the device name and the code', async () => {
    const user = userEvent.setup();
    rotas([]);
    renderRastreadores('/rastreadores/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo rastreador' });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(MSG.obrigatorio)).toHaveLength(2);
    expect(api.seen.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it('refuses a negative km', async () => {
    const user = userEvent.setup();
    rotas([]);
    renderRastreadores('/rastreadores/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo rastreador' });
    expect(screen.getByRole('spinbutton', { name: 'Km atual' })).toHaveAttribute('min', '0');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Km atual' }), { target: { value: '-5' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.naoNegativo)).toBeInTheDocument();
  });

  it('chooses the vehicle from a select searched on the server, and posts its id', async () => {
    const user = userEvent.setup();
    rotas([], (req) => (req.method === 'POST' ? { status: 201, body: { id: 3, ...(req.body as object) } } : undefined));
    renderRastreadores('/rastreadores/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo rastreador' });
    const veiculo = screen.getByRole('combobox', { name: 'Veículo' });
    await waitFor(() => expect(within(veiculo).getAllByRole('option')).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar veículo' }), 'xyz9');
    await waitFor(() => expect(within(veiculo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione...', 'XYZ-9876 — GOL VOLKSWAGEN']));
    expect(api.seen.some((s) => s.url.startsWith('/api/veiculos?') && s.url.includes('q=xyz9'))).toBe(true);
    await user.selectOptions(veiculo, '7');

    await user.type(screen.getByRole('textbox', { name: 'Nome do dispositivo' }), 'GT06 4G');
    await user.type(screen.getByRole('textbox', { name: 'Código de identificação' }), 'IMEI-9');
    await user.type(screen.getByRole('spinbutton', { name: 'Km atual' }), '1200');
    fireEvent.change(screen.getByLabelText(/^Data de compra/), { target: { value: '2025-01-15' } });
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Rastreador criado com sucesso!')).toBeInTheDocument();
    const sent = api.seen.find((s) => s.method === 'POST');
    expect(sent?.url).toBe('/api/rastreadores');
    expect(sent?.body).toEqual({ nome_dispositivo: 'GT06 4G', codigo_identificacao: 'IMEI-9', veiculo_id: 7, km_atual: 1200, data_compra: '2025-01-15', caracteristicas: null });
  });

  it('sends the optional fields as null when left empty', async () => {
    const user = userEvent.setup();
    rotas([], (req) => (req.method === 'POST' ? { status: 201, body: { id: 3, ...(req.body as object) } } : undefined));
    renderRastreadores('/rastreadores/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo rastreador' });
    await user.type(screen.getByRole('textbox', { name: 'Nome do dispositivo' }), 'GT06');
    await user.type(screen.getByRole('textbox', { name: 'Código de identificação' }), 'R-1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Rastreador criado com sucesso!');
    expect(api.seen.find((s) => s.method === 'POST')?.body).toEqual({
      nome_dispositivo: 'GT06',
      codigo_identificacao: 'R-1',
      veiculo_id: null,
      km_atual: null,
      data_compra: null,
      caracteristicas: null,
    });
  });

  it('shows "Erro ao salvar rastreador. Por favor, tente novamente." and the server text on a duplicate code', async () => {
    const user = userEvent.setup();
    let falha = { status: 500, body: { message: 'Erro interno' } } as ReturnType<typeof listOf>;
    rotas([], (req) => (req.method === 'POST' ? falha : undefined));
    renderRastreadores('/rastreadores/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo rastreador' });
    await user.type(screen.getByRole('textbox', { name: 'Nome do dispositivo' }), 'GT06');
    await user.type(screen.getByRole('textbox', { name: 'Código de identificação' }), 'R-1');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao salvar rastreador. Por favor, tente novamente.')).toBeInTheDocument();

    const duplicado = 'Já existe um rastreador com este código de identificação';
    falha = { status: 409, body: { message: duplicado, errors: { codigo_identificacao: duplicado } } };
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getAllByText(duplicado)).toHaveLength(2));
  });
});

describe('/rastreadores/:id/editar', () => {
  it('loads the tracker with its vehicle selected and puts the changes', async () => {
    const user = userEvent.setup();
    rotas([], (req) => {
      if (req.url === '/api/rastreadores/1') return req.method === 'PUT' ? { status: 200, body: { ...gt06, ...(req.body as object) } } : { status: 200, body: gt06 };
      return undefined;
    });
    renderRastreadores('/rastreadores/1/editar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar rastreador' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Código de identificação' })).toHaveValue('IMEI-1'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Veículo' })).toHaveValue('4'));
    const km = screen.getByRole('spinbutton', { name: 'Km atual' });
    await user.clear(km);
    await user.type(km, '22000');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Rastreador atualizado com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((s) => s.method === 'PUT')).toMatchObject({ url: '/api/rastreadores/1', body: { km_atual: 22000, veiculo_id: 4 } });
  });

  it('shows the load error text when the tracker cannot be loaded', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Rastreador não encontrado' } });
    renderRastreadores('/rastreadores/99/editar');
    expect(await screen.findByText('Erro ao carregar dados. Por favor, tente novamente.')).toBeInTheDocument();
  });
});
