import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@frota/shared';
import { describeResourceScreens, fakeApi, listOf, renderAt, type Answer, type Seen } from '@frota/shared/testing';
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
  km_instalacao: null,
  veiculo_id: 4,
  veiculo: onix,
  ultimo_contato_em: new Date(Date.now() - 5 * 60_000 - 5_000).toISOString(),
};
const solto = { ...gt06, id: 2, nome_dispositivo: 'Suntech', codigo_identificacao: 'SUN-2', data_compra: null, km_atual: null, veiculo_id: null, veiculo: undefined, ultimo_contato_em: null };

/** The vehicles for the select, searched by plate. */
function veiculos(req: Seen): Answer | null {
  if (!req.url.startsWith('/api/veiculos')) return null;
  const q = new URL(req.url, 'http://x').searchParams.get('q');
  return listOf([onix, gol].filter((v) => !q || v.placa.replace('-', '').includes(q.toUpperCase())).map(veiculoCompleto));
}

/** Trackers at /api/rastreadores, vehicles for the select at /api/veiculos. */
function rotas(rastreadores: unknown[], extra: (req: Seen) => Answer | undefined = () => undefined) {
  api.answer = (req) => extra(req) ?? veiculos(req) ?? listOf(rastreadores);
}

describe('/rastreadores list', () => {
  it('shows "-" for the vehicle, km, last contact and purchase date a tracker lacks', async () => {
    rotas([gt06, solto]);
    renderRastreadores('/rastreadores');
    const semVeiculo = (await screen.findByText('SUN-2')).closest('tr') as HTMLElement;
    expect(within(semVeiculo).getAllByText('-')).toHaveLength(4);
    // Traccar's last position, as how long ago
    expect(within(screen.getByText('IMEI-1').closest('tr') as HTMLElement).getByText('há 5 min')).toBeInTheDocument();
  });
});

describe('/rastreadores/novo', () => {
  it('refuses a negative km', async () => {
    const user = userEvent.setup();
    rotas([]);
    renderRastreadores('/rastreadores/novo');
    await screen.findByRole('heading', { level: 1, name: 'Novo rastreador' });
    await user.type(screen.getByRole('textbox', { name: 'Km atual' }), '-5');
    expect(screen.getByRole('textbox', { name: 'Km atual' })).toHaveValue('-5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(MSG.naoNegativo)).toBeInTheDocument();
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
      km_instalacao: null,
      data_compra: null,
      caracteristicas: null,
    });
  });
});

describeResourceScreens(api, 'rastreadores', <Rastreadores />, {
  references: veiculos,
  list: { rows: [gt06, solto], columns: ['Dispositivo', 'Código de identificação', 'Veículo', 'Km atual', 'Último contato', 'Data de compra', 'Ações'], edit: ['Editar SUN-2', 2] },
  cells: { 'IMEI-1': ['ABC-1D23', '21.500 km', '10/05/2024'] },
  delete: { button: ['Excluir IMEI-1', 1], rowText: 'IMEI-1' },
  // the vehicle from a select searched on the server, posted as its id
  fill: async (user) => {
    const veiculo = screen.getByRole('combobox', { name: 'Veículo' });
    await waitFor(() => expect(within(veiculo).getAllByRole('option')).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar veículo' }), 'xyz9');
    await waitFor(() => expect(within(veiculo).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione...', 'XYZ-9876 — GOL VOLKSWAGEN']));
    expect(api.seen.some((s) => s.url.startsWith('/api/veiculos?') && s.url.includes('q=xyz9'))).toBe(true);
    await user.selectOptions(veiculo, '7');
    await user.type(screen.getByRole('textbox', { name: 'Nome do dispositivo' }), 'GT06 4G');
    await user.type(screen.getByRole('textbox', { name: 'Código de identificação' }), 'IMEI-9');
    await user.type(screen.getByRole('textbox', { name: 'Km atual' }), '1.200');
    await user.type(screen.getByRole('textbox', { name: /^Km do veículo na instalação/ }), '900');
    fireEvent.change(screen.getByLabelText(/^Data de compra/), { target: { value: '2025-01-15' } });
  },
  posted: { nome_dispositivo: 'GT06 4G', codigo_identificacao: 'IMEI-9', veiculo_id: 7, km_atual: 1200, km_instalacao: 900, data_compra: '2025-01-15', caracteristicas: null },
  required: 2,
  conflict: {
    message: 'Já existe um rastreador com este código de identificação',
    errors: { codigo_identificacao: 'Já existe um rastreador com este código de identificação' },
  },
  edited: [gt06, { km_atual: 22000, veiculo_id: 4 }],
  loaded: async () => {
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Código de identificação' })).toHaveValue('IMEI-1'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Veículo' })).toHaveValue('4'));
  },
  change: async (user) => {
    const km = screen.getByRole('textbox', { name: 'Km atual' });
    await user.clear(km);
    await user.type(km, '22000');
  },
});
