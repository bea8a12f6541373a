import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardStats } from '@frota/shared';
import { expectListItems, fakeApi, renderAt, type Answer } from '@frota/shared/testing';
import { DashboardPage, ERRO_DASHBOARD } from './dashboard-page';
import { topoDaEscala } from './semanas-chart';

const semanas = Array.from({ length: 12 }, (_, i) => {
  const d = new Date(Date.UTC(2025, 2, 3 + 7 * i));
  return { semana: d.toISOString().slice(0, 10), alugueis: 0, manutencoes: 0, sinistros: 0, ressarcimentos: 0, emAtraso: 0 };
});

const stats: DashboardStats = {
  resumo: { totalVeiculos: 3, veiculosAtivos: 2, totalMotoristas: 5, motoristasAtivos: 4, multasMes: 7, sinistrosMes: 1, totalGastoManutencoes: 1500.5, valorEmAtraso: 1920.5, motoristasEmAtraso: 3, recebidoMes: 8450.25, aReceberSemana: 2100, ocupacaoMes: 0.6667, caucaoEmCustodia: 3000 },
  veiculosManutencao: [
    { veiculo: { id: 1, placa: 'AAA-1111', modelo: 'ONIX', marca: 'CHEVROLET' }, tipo: 'quilometragem', quilometragem: 12_000, alerta: 10_000, dias: 49, diasAlerta: 180 },
    { veiculo: { id: 2, placa: 'BBB-2B22', modelo: 'HB20', marca: 'HYUNDAI' }, tipo: 'tempo', quilometragem: 5_000, alerta: 15_000, dias: 505, diasAlerta: 180 },
  ],
  proximasManutencoes: [
    {
      id: 31,
      veiculo_id: 2,
      veiculo: { id: 2, placa: 'BBB-2B22', modelo: 'HB20', marca: 'HYUNDAI' },
      data_manutencao: '2025-06-02',
      tipo_manutencao: 'revisao',
      quilometragem: 20_000,
      custo: 850.9,
    },
    {
      id: 30,
      veiculo_id: 1,
      veiculo: { id: 1, placa: 'AAA-1111', modelo: 'ONIX', marca: 'CHEVROLET' },
      data_manutencao: '2025-06-10',
      tipo_manutencao: 'corretiva',
      quilometragem: 12_500,
      custo: 1200,
    },
  ],
  series: semanas.map((s, i) => (i === 11 ? { ...s, alugueis: 700, manutencoes: 199.5, sinistros: 100, emAtraso: 450.25 } : s)),
};

const api = fakeApi();
const calls = () => api.seen.map((r) => r.path);
afterEach(() => {
  vi.restoreAllMocks();
});

const renderDashboard = () => renderAt('/', { '*': <DashboardPage /> });

describe('DashboardPage', () => {
  it('shows a centered spinner until the stats arrive, then the cards and the monthly summary', async () => {
    let release: (value: Answer) => void = () => {};
    api.answer = () => new Promise((resolve) => (release = resolve));
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando dashboard...');
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    release({ status: 200, body: stats });

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Total de Veículos')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls()).toEqual(['/api/dashboard/stats']);
    const card = (label: string) => screen.getByText(label).parentElement;
    expect(card('Total de Veículos')).toHaveTextContent('3');
    expect(card('Motoristas Ativos')).toHaveTextContent('4');
    expect(card('Multas do Mês')).toHaveTextContent('7');
    const resumo = screen.getByRole('region', { name: 'Resumo Financeiro do Mês' });
    expect(within(resumo).getByText('R$ 1.500,50')).toBeInTheDocument();
    expect(within(resumo).getByText('Sinistros do Mês').parentElement).toHaveTextContent('1');
    expect(within(resumo).getByText('Veículos alugados').parentElement).toHaveTextContent('2 de 3');
    expect(within(resumo).getByText('Recebido no mês').parentElement).toHaveTextContent('R$ 8.450,25');
    expect(within(resumo).getByText('A receber nesta semana').parentElement).toHaveTextContent('R$ 2.100,00');
    expect(within(resumo).getByText('Ocupação do mês').parentElement).toHaveTextContent('67%');
    expect(within(resumo).getByText('Caução em custódia').parentElement).toHaveTextContent('R$ 3.000,00');
  });

  it('shows "Em atraso": the overdue total in BRL and how many drivers owe it, linking to /cobranca', async () => {
    const user = userEvent.setup();
    api.answer = () => ({ status: 200, body: stats });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Em atraso' });
    expect(within(card).getByText('R$ 1.920,50')).toBeInTheDocument();
    expect(within(card).getByText('3 motoristas')).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Ver cobrança' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cobranca'));
  });

  it('says "1 motorista" and R$ 0,00 only when the API says so', async () => {
    api.answer = () => ({ status: 200, body: { ...stats, resumo: { ...stats.resumo, valorEmAtraso: 0, motoristasEmAtraso: 1 } } });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Em atraso' });
    expect(within(card).getByText('1 motorista')).toBeInTheDocument();
    expect(within(card).getByText('R$ 0,00')).toBeInTheDocument();
  });

  it('lists each vehicle needing maintenance once, each reason in words, with a new maintenance for it filled in', async () => {
    const [km, tempo] = stats.veiculosManutencao;
    // AAA is due by km and by time: one row
    const veiculosManutencao = [km!, { ...km!, tipo: 'tempo', dias: 200 }, tempo!];
    api.answer = () => ({ status: 200, body: { ...stats, veiculosManutencao } });
    renderDashboard();
    const lista = await screen.findByRole('region', { name: 'Veículos que Precisam de Manutenção' });
    expectListItems(lista, [
      ['AAA-1111 — CHEVROLET ONIX', 'atual 12.000 km · revisão aos 10.000 km', '200 dias desde a última'],
      ['BBB-2B22 — HYUNDAI HB20', '505 dias desde a última'],
    ]);
    expect(within(lista).getAllByRole('listitem')).toHaveLength(2);
    const nova = within(lista).getByRole('link', { name: 'Nova manutenção de AAA-1111' });
    expect(nova).toHaveTextContent('Nova manutenção');
    expect(nova).toHaveAttribute('href', '/manutencoes/novo?veiculo_id=1&tipo_manutencao=revisao&quilometragem=12000&voltar=%2F');
  });

  it('says "Nenhum veículo precisa de manutenção no momento" when the list is empty', async () => {
    api.answer = () => ({ status: 200, body: { ...stats, veiculosManutencao: [] } });
    renderDashboard();
    expect(await screen.findByText('Nenhum veículo precisa de manutenção no momento')).toBeInTheDocument();
  });

  it('draws the 12-week chart on one axis in R$: rent, maintenance and accident bars, and the overdue amount as a line', async () => {
    const user = userEvent.setup();
    api.answer = () => ({ status: 200, body: stats });
    const { container } = renderDashboard();
    const grafico = await screen.findByRole('img', { name: /Últimas 12 semanas: aluguéis recebidos, custos e o valor em atraso/ });
    expect(grafico.querySelectorAll('rect[data-serie="alugueis"]')).toHaveLength(12);
    expect(grafico.querySelectorAll('circle[data-serie="emAtraso"]')).toHaveLength(12);
    const ultima = container.querySelector('rect[data-serie="alugueis"][data-semana="2025-05-19"]')!;
    // the tallest figure (700) against the top of the scale (1 000); the empty weeks have no height
    expect(Number(ultima.getAttribute('height'))).toBeCloseTo(0.7 * (260 - 16 - 36));
    expect(container.querySelector('rect[data-serie="alugueis"][data-semana="2025-03-03"]')).toHaveAttribute('height', '0');
    // the overdue amount on the same axis: 450,25 of 1 000, measured from the bottom of the drawing area
    const ponto = container.querySelector('circle[data-semana="2025-05-19"]')!;
    expect(260 - 36 - Number(ponto.getAttribute('cy'))).toBeCloseTo(0.45025 * (260 - 16 - 36));
    // no second axis: every label of the scale is in R$
    expect([...grafico.querySelectorAll('text')].filter((t) => /^\d+$/.test(t.textContent ?? ''))).toHaveLength(0);
    expect(screen.getByText('19/05')).toBeInTheDocument();

    // the current week's figures under the chart, and another week's on a tap
    const semana = screen.getByTestId('semana-ativa');
    expect(semana).toHaveTextContent('Semana de 19/05/2025: Aluguéis recebidos R$ 700,00 · Manutenções R$ 199,50 · Sinistros R$ 100,00 · Em atraso R$ 450,25');
    await user.click(container.querySelector('rect[data-alvo="2025-03-03"]')!);
    expect(semana).toHaveTextContent('Semana de 03/03/2025: Aluguéis recebidos R$ 0,00');
    expect(container.querySelector('rect[data-alvo="2025-05-19"] title')).toHaveTextContent('Semana de 19/05/2025: Aluguéis recebidos R$ 700,00');
  });

  it('lists the scheduled maintenance soonest first: date, vehicle, type, km and cost', async () => {
    api.answer = () => ({ status: 200, body: stats });
    renderDashboard();
    expectListItems(await screen.findByRole('region', { name: 'Próximas manutenções' }), [
      ['02/06/2025', 'BBB-2B22 — HYUNDAI HB20', 'Revisão', '20.000 km', 'R$ 850,90'],
      ['10/06/2025', 'AAA-1111 — CHEVROLET ONIX', 'Corretiva', 'R$ 1.200,00'],
    ]);
  });

  it('says "Nenhuma manutenção agendada" when nothing is scheduled, also when the answer leaves the list out', async () => {
    const { proximasManutencoes: _, ...semProximas } = stats;
    api.answer = () => ({ status: 200, body: semProximas });
    renderDashboard();
    const lista = await screen.findByRole('region', { name: 'Próximas manutenções' });
    expect(within(lista).getByText('Nenhuma manutenção agendada')).toBeInTheDocument();
  });

  it('shows the error and "Tentar novamente" when the stats fail, never zeros, and loads them on retry', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let falhar = true;
    api.answer = () => (falhar ? { status: 500, body: { message: 'x' } } : { status: 200, body: stats });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(ERRO_DASHBOARD);
    expect(ERRO_DASHBOARD).toBe('Erro ao carregar o dashboard. Por favor, tente novamente.');
    expect(screen.queryByText('Total de Veículos')).not.toBeInTheDocument();
    expect(screen.queryByText('0 de 0')).not.toBeInTheDocument();
    expect(screen.queryByText(/R\$\s0,00/)).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhum veículo precisa de manutenção no momento')).not.toBeInTheDocument();
    expect(screen.queryByText('Nenhuma manutenção agendada')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Em atraso' })).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Erro ao carregar o dashboard', expect.anything());

    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('2 de 3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls()).toEqual(['/api/dashboard/stats', '/api/dashboard/stats']);
  });

  it("shows the error, not R$ 0,00, when the answer lacks one of the owner's figures", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { recebidoMes: _semRecebido, ...resumo } = stats.resumo;
    api.answer = () => ({ status: 200, body: { ...stats, resumo } });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(ERRO_DASHBOARD);
    expect(screen.queryByText('Recebido no mês')).not.toBeInTheDocument();
  });

  it('keeps the figures it had under the error when a refresh fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let falhar = false;
    api.answer = () => (falhar ? { status: 500, body: { message: 'x' } } : { status: 200, body: stats });
    renderDashboard();
    expect(await screen.findByText('2 de 3')).toBeInTheDocument();
    falhar = true;
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERRO_DASHBOARD);
    expect(screen.getByText('2 de 3')).toBeInTheDocument();
  });

  it('fetches again with the refresh button', async () => {
    const user = userEvent.setup();
    let total = 3;
    api.answer = () => ({ status: 200, body: { ...stats, resumo: { ...stats.resumo, totalVeiculos: total } } });
    renderDashboard();
    expect(await screen.findByText('2 de 3')).toBeInTheDocument();
    total = 4;
    await user.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('2 de 4')).toBeInTheDocument();
    await waitFor(() => expect(calls()).toHaveLength(2));
  });
});

describe('topoDaEscala', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(topoDaEscala(0)).toBe(1);
    expect(topoDaEscala(700)).toBe(1000);
    expect(topoDaEscala(1500.5)).toBe(2000);
    expect(topoDaEscala(4200)).toBe(5000);
    expect(topoDaEscala(5000)).toBe(5000);
  });
});
