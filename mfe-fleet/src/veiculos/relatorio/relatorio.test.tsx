import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectListItems, fakeApi, listOf, renderAt } from '@frota/shared/testing';
import Veiculos from '../../exposes/veiculos';
import { ERRO_RELATORIO } from './veiculo-relatorio';

const api = fakeApi();
const renderVeiculos = (path: string) => renderAt(path, { '/veiculos/*': <Veiculos /> });

const onix = { id: 4, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET', ano_fabricacao: 2022, quilometragem_inicial: 15000, data_aquisicao: '2022-03-10', valor_compra: 80000, observacoes: null };
const relatorio = {
  quilometragemAtual: 25000,
  totalAlugueisPagos: 2000.45,
  totalGastoManutencoes: 2350.75,
  totalMultasNaoTransferidas: 283.61,
  totalCustoSinistros: 2810.4,
  lucro: -3444.31,
  valorCompra: 80000,
  percentualCompraRecuperado: -4.31,
  proximasManutencoes: [
    { id: 8, veiculo_id: 4, veiculo: { id: 4, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' }, data_manutencao: '2025-06-02', tipo_manutencao: 'preventiva', quilometragem: 30000, custo: 450.5 },
    { id: 9, veiculo_id: 4, veiculo: { id: 4, placa: 'ABC-1D23', modelo: 'ONIX', marca: 'CHEVROLET' }, data_manutencao: '2025-07-15', tipo_manutencao: 'revisao', quilometragem: 35000, custo: 1200 },
  ],
};

function servir(figuras: () => unknown = () => relatorio) {
  api.answer = ({ url }) => {
    if (url === '/api/veiculos/4/relatorio') return { status: 200, body: figuras() };
    if (url === '/api/veiculos/4') return { status: 200, body: onix };
    return listOf([]);
  };
}

const figura = (rotulo: string) => screen.getByText(rotulo).closest('dl') as HTMLElement;

describe('/veiculos/:id/relatorio', () => {
  it("lists the vehicle's vistorias: a concluded one with its PDF, one not finished with the way back into it", async () => {
    servir();
    const inner = api.answer;
    api.answer = (req) =>
      req.path === '/api/vistorias'
        ? listOf([
            { id: 9, contrato_id: 7, tipo: 'devolucao', realizada_em: '2026-11-20T17:05:00Z', quilometragem: 17450, status: 'rascunho' },
            { id: 8, contrato_id: 7, tipo: 'entrega', realizada_em: '2026-11-01T13:00:00Z', quilometragem: 15300, status: 'concluida' },
          ])
        : inner(req);
    renderVeiculos('/veiculos/4/relatorio');
    const secao = await screen.findByRole('region', { name: 'Vistorias' });
    await waitFor(() => expect(within(secao).getAllByRole('listitem')).toHaveLength(2));
    expect(within(secao).getByRole('button', { name: 'Termo de vistoria: Entrega de 01/11/2026 10:00' })).toBeInTheDocument();
    expect(within(secao).getByRole('link', { name: 'Continuar: Devolução de 20/11/2026 14:05' })).toHaveAttribute('href', '/veiculos/4/vistoria?contrato=7&tipo=devolucao');
    expect(api.seen.find((r) => r.path === '/api/vistorias')?.query).toMatchObject({ veiculo_id: '4', sort: 'realizada_em', order: 'desc' });
  });

  it("lists the vehicle's papers with their state and file, and adds one that comes back here", async () => {
    servir();
    const inner = api.answer;
    api.answer = (req) =>
      req.path === '/api/documentos-veiculo'
        ? listOf([
            { id: 3, veiculo_id: 4, tipo: 'ipva', descricao: '2027', vencimento: '2999-01-10', valor: 1234.56, pago_em: null, arquivo: 'application/pdf', versao: 2 },
            { id: 2, veiculo_id: 4, tipo: 'licenciamento', descricao: null, vencimento: '2025-01-10', valor: null, pago_em: null, arquivo: null, versao: 1 },
            { id: 1, veiculo_id: 4, tipo: 'seguro', descricao: null, vencimento: '2024-05-01', valor: 3100, pago_em: '2024-04-20', arquivo: 'image/jpeg', versao: 1 },
          ])
        : inner(req);
    renderVeiculos('/veiculos/4/relatorio');
    const secao = await screen.findByRole('region', { name: 'Documentos' });
    await waitFor(() => expect(within(secao).getAllByRole('listitem')).toHaveLength(3));
    const [ipva, licenciamento, seguro] = within(secao).getAllByRole('listitem');
    expect(ipva).toHaveTextContent('IPVA — 2027');
    expect(within(ipva!).getByText('Vence em 10/01/2999')).toHaveAttribute('data-tone', 'warning');
    expect(ipva).toHaveTextContent('R$ 1.234,56');
    expect(within(ipva!).getByRole('button', { name: 'Ver arquivo: IPVA — 2027' })).toHaveTextContent('Ver PDF');
    expect(within(licenciamento!).getByText('Vencido em 10/01/2025')).toHaveAttribute('data-tone', 'error');
    expect(within(licenciamento!).queryByRole('button')).toBeNull();
    expect(within(seguro!).getByText('Pago em 20/04/2024')).toHaveAttribute('data-tone', 'success');
    expect(within(seguro!).getByRole('button', { name: 'Ver arquivo: Seguro' })).toHaveTextContent('Ver foto');
    const voltar = encodeURIComponent('/veiculos/4/relatorio');
    expect(within(licenciamento!).getByRole('link', { name: 'Editar: Licenciamento' })).toHaveAttribute('href', `/documentos/2/editar?voltar=${voltar}`);
    expect(within(secao).getByRole('link', { name: 'Novo documento' })).toHaveAttribute('href', `/documentos/novo?veiculo_id=4&voltar=${voltar}`);
    expect(api.seen.find((r) => r.path === '/api/documentos-veiculo')?.query).toMatchObject({ veiculo_id: '4', sort: 'vencimento', order: 'desc' });
  });

  it('shows the current km, the rent paid and the maintenance spend, naming the vehicle', async () => {
    servir();
    renderVeiculos('/veiculos/4/relatorio');
    expect(screen.getByRole('heading', { level: 1, name: 'Relatório do veículo' })).toBeInTheDocument();
    expect(await screen.findByText('ABC-1D23 — ONIX CHEVROLET')).toBeInTheDocument();
    await screen.findByText('Quilometragem atual');
    expect(within(figura('Quilometragem atual')).getByText('25.000 km')).toBeInTheDocument();
    expect(within(figura('Aluguéis pagos')).getByText('R$ 2.000,45')).toBeInTheDocument();
    expect(within(figura('Gastos com manutenção')).getByText('R$ 2.350,75')).toBeInTheDocument();
    expect(api.seen.some((s) => s.method === 'GET' && s.url === '/api/veiculos/4/relatorio')).toBe(true);
  });

  it('shows the last contact of its trackers, the place as a link to OpenStreetMap', async () => {
    const em = new Date(Date.now() - 7 * 60_000 - 5_000).toISOString();
    servir(() => ({ ...relatorio, ultimoContato: { em, latitude: -23.55052, longitude: -46.633308 } }));
    renderVeiculos('/veiculos/4/relatorio');
    expect(await screen.findByText('Último contato há 7 min')).toBeInTheDocument();
    const mapa = screen.getByRole('link', { name: /Ver no mapa o local do último contato/ });
    expect(mapa).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=-23.55052&mlon=-46.633308#map=17/-23.55052/-46.633308');
    expect(mapa).toHaveAttribute('target', '_blank');
  });

  it('says nothing of a contact when no tracker has reported', async () => {
    servir(() => ({ ...relatorio, ultimoContato: null }));
    renderVeiculos('/veiculos/4/relatorio');
    await screen.findByText('Quilometragem atual');
    expect(screen.queryByText(/Último contato/)).not.toBeInTheDocument();
  });

  it('shows the profit, the share of the purchase value paid back, accident costs and fines not transferred', async () => {
    servir();
    renderVeiculos('/veiculos/4/relatorio');
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultado financeiro' })).toBeInTheDocument();
    expect(within(figura('Lucro')).getByText('-R$ 3.444,31')).toBeInTheDocument();
    // the label says every term the SQL sums, the amounts recovered from drivers included
    expect(figura('Lucro')).toHaveTextContent('Aluguéis pagos + ressarcidos pelos motoristas (multas e sinistros) − manutenções − sinistros − multas não transferidas');
    expect(within(figura('Valor de compra recuperado')).getByText('-4,31%')).toBeInTheDocument();
    expect(within(figura('Valor de compra recuperado')).getByText('do valor de compra de R$ 80.000,00')).toBeInTheDocument();
    expect(within(figura('Custos de sinistros')).getByText('R$ 2.810,40')).toBeInTheDocument();
    expect(within(figura('Multas não transferidas')).getByText('R$ 283,61')).toBeInTheDocument();
  });

  it('shows "-" as the share paid back of a vehicle that cost nothing', async () => {
    servir(() => ({ ...relatorio, valorCompra: 0, percentualCompraRecuperado: null }));
    renderVeiculos('/veiculos/4/relatorio');
    await screen.findByText('Valor de compra recuperado');
    expect(within(figura('Valor de compra recuperado')).getByText('-')).toBeInTheDocument();
  });

  it('opens the vehicle trackers from the current-km card', async () => {
    const user = userEvent.setup();
    servir();
    renderVeiculos('/veiculos/4/relatorio');
    const card = await screen.findByRole('link', { name: /Quilometragem atual/ });
    expect(card).toHaveAttribute('href', '/veiculos/4/rastreadores');
    await user.click(card);
    expect(screen.getByTestId('location')).toHaveTextContent('/veiculos/4/rastreadores');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rastreadores do veículo' })).toBeInTheDocument();
  });

  it('opens the vehicle payments from the rent-paid card', async () => {
    const user = userEvent.setup();
    servir();
    renderVeiculos('/veiculos/4/relatorio');
    const card = await screen.findByRole('link', { name: /Aluguéis pagos/ });
    await user.click(card);
    expect(screen.getByTestId('location')).toHaveTextContent('/veiculos/4/pagamentos');
  });

  it('leaves the maintenance card and the profit figures as plain cards', async () => {
    servir();
    renderVeiculos('/veiculos/4/relatorio');
    await screen.findByText('Gastos com manutenção');
    const figuras = screen.getAllByRole('link').filter((a) => a.closest('section') === null);
    expect(figuras.map((a) => a.getAttribute('href'))).toEqual(['/veiculos/4/rastreadores', '/veiculos/4/pagamentos']);
  });

  it('fetches the figures again on "Atualizar"', async () => {
    const user = userEvent.setup();
    let km = 25000;
    servir(() => ({ ...relatorio, quilometragemAtual: km }));
    renderVeiculos('/veiculos/4/relatorio');
    await screen.findByText('25.000 km');
    km = 26100;
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('26.100 km')).toBeInTheDocument();
    expect(api.seen.filter((s) => s.url === '/api/veiculos/4/relatorio')).toHaveLength(2);
  });

  it('says "Registro não encontrado." with "Voltar" to the vehicles for an unknown vehicle', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Veículo não encontrado' } });
    renderVeiculos('/veiculos/999/relatorio');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registro não encontrado.');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/veiculos');
  });

  it('lists the vehicle\'s scheduled maintenance soonest first: date, type, km and cost', async () => {
    servir();
    renderVeiculos('/veiculos/4/relatorio');
    expectListItems(await screen.findByRole('region', { name: 'Próximas manutenções' }), [
      ['02/06/2025', 'Preventiva', '30.000 km', 'R$ 450,50'],
      ['15/07/2025', 'Revisão', 'R$ 1.200,00'],
    ]);
  });

  it('says "Nenhuma manutenção agendada" when none is scheduled', async () => {
    servir(() => ({ ...relatorio, proximasManutencoes: [] }));
    renderVeiculos('/veiculos/4/relatorio');
    const secao = await screen.findByRole('region', { name: 'Próximas manutenções' });
    expect(within(secao).getByText('Nenhuma manutenção agendada')).toBeInTheDocument();
    expect(within(secao).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows the load error with "Tentar novamente" when the report fails, no figure, and loads it on retry', async () => {
    const user = userEvent.setup();
    let falhar = true;
    api.answer = ({ url }) => {
      if (url === '/api/veiculos/4/relatorio') return falhar ? { status: 500, body: { message: 'Erro interno' } } : { status: 200, body: relatorio };
      if (url === '/api/veiculos/4') return { status: 200, body: onix };
      return listOf([]);
    };
    renderVeiculos('/veiculos/4/relatorio');
    expect(await screen.findByText(ERRO_RELATORIO)).toBeInTheDocument();
    expect(ERRO_RELATORIO).toBe('Erro ao carregar relatório do veículo. Por favor, tente novamente.');
    expect(screen.queryByText('Quilometragem atual')).not.toBeInTheDocument();
    expect(screen.queryByText(/R\$\s0,00|^0 km$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhuma manutenção agendada')).not.toBeInTheDocument();

    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('25.000 km')).toBeInTheDocument();
    expect(screen.queryByText(ERRO_RELATORIO)).not.toBeInTheDocument();
  });

  it('hides the figures it had and shows the error when a refresh fails', async () => {
    const user = userEvent.setup();
    let falhar = false;
    servir();
    const servirFigura = api.answer;
    api.answer = (req) => (falhar && req.url === '/api/veiculos/4/relatorio' ? { status: 503 } : servirFigura(req));
    renderVeiculos('/veiculos/4/relatorio');
    await screen.findByText('25.000 km');
    falhar = true;
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText(ERRO_RELATORIO)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Quilometragem atual')).not.toBeInTheDocument());
  });
});
