import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { csvAnswer, exportCsv, fakeApi, listOf, renderAt } from '@frota/shared/testing';
import Veiculos from '../../exposes/veiculos';

const api = fakeApi();
const renderVeiculos = (path: string) => renderAt(path, { '/veiculos/*': <Veiculos /> });

const onix = { id: 4, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET', ano_fabricacao: 2022, quilometragem_inicial: 15000, data_aquisicao: '2022-03-10', valor_compra: 80000, observacoes: null };
const rastreador = (id: number, data_compra: string | null, km_atual: number | null) => ({
  id,
  nome_dispositivo: 'GT06',
  codigo_identificacao: `R-${id}`,
  data_compra,
  caracteristicas: null,
  km_atual,
  veiculo_id: 4,
});

function servir(rastreadores: unknown[]) {
  api.answer = ({ url }) => (url === '/api/veiculos/4' ? { status: 200, body: onix } : listOf(rastreadores));
}

describe('/veiculos/:id/rastreadores', () => {
  it('lists id, purchase date in pt-BR and current km of the vehicle trackers, asked of the server by vehicle', async () => {
    servir([rastreador(3, '2024-05-10', 21500), rastreador(8, null, null)]);
    renderVeiculos('/veiculos/4/rastreadores');
    expect(screen.getByRole('heading', { level: 1, name: 'Rastreadores do veículo' })).toBeInTheDocument();
    expect(await screen.findByText('ABC-1D23 — ONIX CHEVROLET')).toBeInTheDocument();
    const linha = (await screen.findByText('10/05/2024')).closest('tr') as HTMLElement;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['ID', 'Data de compra', 'Km atual', 'Último contato', 'Ações']);
    expect(within(linha).getByText('3')).toBeInTheDocument();
    expect(within(linha).getByText('21.500 km')).toBeInTheDocument();
    // its form comes back here, not to /rastreadores
    expect(screen.getByRole('link', { name: 'Editar rastreador 3' })).toHaveAttribute('href', '/rastreadores/3/editar?voltar=%2Fveiculos%2F4%2Frastreadores');
    expect(screen.queryByRole('button', { name: /Excluir/ })).not.toBeInTheDocument();
    expect(api.seen.find((s) => s.url.startsWith('/api/rastreadores'))?.url).toBe('/api/rastreadores?page=1&pageSize=20&sort=id&order=desc&veiculo_id=4');
  });

  it('on a phone, leads each card with the device and its code, the id below with the date and km', async () => {
    // below md, as a phone's browser answers
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    try {
      servir([rastreador(3, '2024-05-10', 21500)]);
      renderVeiculos('/veiculos/4/rastreadores');
      const [card] = within(await screen.findByRole('list', { name: 'Rastreadores do veículo' })).getAllByRole('listitem');
      expect(card).toHaveTextContent(/^GT06 · R-3/);
      expect(card).toHaveTextContent('ID:3');
      expect(card).toHaveTextContent('Data de compra:10/05/2024');
      expect(card).toHaveTextContent('Km atual:21.500 km');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('says "Nenhum rastreador encontrado para este veículo." when it has none', async () => {
    servir([]);
    renderVeiculos('/veiculos/4/rastreadores');
    expect(await screen.findByText('Nenhum rastreador encontrado para este veículo.')).toBeInTheDocument();
  });

  it('shows "Erro ao carregar rastreadores. Por favor, tente novamente." when the list fails', async () => {
    api.answer = ({ url }) => (url === '/api/veiculos/4' ? { status: 200, body: onix } : { status: 500, body: { message: 'Erro interno' } });
    renderVeiculos('/veiculos/4/rastreadores');
    expect(await screen.findByText('Erro ao carregar rastreadores. Por favor, tente novamente.')).toBeInTheDocument();
  });

  it("exports the API's CSV of the vehicle's trackers with the table's columns, as rastreadores-veiculo-<id>.csv", async () => {
    const user = userEvent.setup();
    const csv = '\uFEFFID;Data de compra;Km atual\r\n3;10/05/2024;21500\r\n';
    api.answer = ({ url, path }) =>
      url === '/api/veiculos/4' ? { status: 200, body: onix } : path === '/api/rastreadores.csv' ? csvAnswer(csv) : listOf([rastreador(3, '2024-05-10', 21500)]);
    renderVeiculos('/veiculos/4/rastreadores');
    await screen.findByText('10/05/2024');
    expect(await exportCsv(user, api, '/api/rastreadores.csv')).toEqual({
      queries: [{ sort: 'id', order: 'desc', veiculo_id: '4', colunas: 'id,data_compra,km_atual' }],
      text: csv,
      fileName: 'rastreadores-veiculo-4.csv',
    });
  });

  it('goes back to the report', async () => {
    const user = userEvent.setup();
    servir([]);
    renderVeiculos('/veiculos/4/rastreadores');
    await user.click(screen.getByRole('link', { name: 'Voltar ao relatório' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/veiculos/4/relatorio');
  });
});
