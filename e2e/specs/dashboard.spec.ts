import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';

interface Stats {
  resumo: {
    totalVeiculos: number;
    veiculosAtivos: number;
    motoristasAtivos: number;
    multasMes: number;
    sinistrosMes: number;
    totalGastoManutencoes: number;
    valorEmAtraso: number;
    motoristasEmAtraso: number;
    recebidoMes: number;
    aReceberSemana: number;
    ocupacaoMes: number;
    caucaoEmCustodia: number;
  };
  veiculosManutencao: { veiculo: { id: number } }[];
}

const brl = (n: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n).replace(/\s/g, ' ');
const num = (n: number) => new Intl.NumberFormat('pt-BR').format(n);

async function statsDoServidor(page: Page): Promise<Stats> {
  const res = await page.request.get('/api/dashboard/stats', { headers: (await api(page)).headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as Stats;
}

test('shows the cards, the monthly summary, a vehicle past its interval and the 12-week chart', async ({ page }) => {
  await entrar(page);
  const { placa } = await (await api(page)).veiculo({ modelo: 'mobi', marca: 'fiat', ano_fabricacao: 2021, quilometragem_inicial: 500, data_aquisicao: '2020-01-15', valor_compra: 45000 });
  const stats = await statsDoServidor(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const cartao = (rotulo: string) => page.getByText(rotulo, { exact: true }).locator('..');
  await expect(cartao('Total de Veículos')).toContainText(num(stats.resumo.totalVeiculos));
  await expect(cartao('Motoristas Ativos')).toContainText(num(stats.resumo.motoristasAtivos));
  await expect(cartao('Multas do Mês')).toContainText(num(stats.resumo.multasMes));

  const resumo = page.getByRole('region', { name: 'Resumo Financeiro do Mês' });
  await expect(resumo.getByText('Gasto com Manutenções').locator('..')).toContainText(brl(stats.resumo.totalGastoManutencoes));
  await expect(resumo.getByText('Sinistros do Mês').locator('..')).toContainText(num(stats.resumo.sinistrosMes));
  await expect(resumo.getByText('Veículos alugados').locator('..')).toContainText(`${num(stats.resumo.veiculosAtivos)} de ${num(stats.resumo.totalVeiculos)}`);
  await expect(resumo.getByText('Recebido no mês').locator('..')).toContainText(brl(stats.resumo.recebidoMes));
  await expect(resumo.getByText('A receber nesta semana').locator('..')).toContainText(brl(stats.resumo.aReceberSemana));
  await expect(resumo.getByText('Ocupação do mês').locator('..')).toContainText(`${Math.round(stats.resumo.ocupacaoMes * 100)}%`);
  await expect(resumo.getByText('Caução em custódia').locator('..')).toContainText(brl(stats.resumo.caucaoEmCustodia));

  const lista = page.getByRole('region', { name: 'Veículos que Precisam de Manutenção' });
  // one row per vehicle, whether it is due by km, by time or both
  await expect(lista.getByRole('listitem')).toHaveCount(new Set(stats.veiculosManutencao.map((v) => v.veiculo.id)).size);
  const item = lista.getByRole('listitem').filter({ hasText: `${placa} — FIAT MOBI` });
  await expect(item).toContainText(/\d+ dias desde a última/);

  const grafico = page.getByRole('img', { name: /Últimas 12 semanas/ });
  await expect(grafico).toBeVisible();
  await expect(grafico.locator('rect[data-serie="alugueis"]')).toHaveCount(12);
  await expect(grafico.locator('circle[data-serie="emAtraso"]')).toHaveCount(12);
  await expect(page.getByText('Aluguéis recebidos', { exact: true })).toBeVisible();
  // a week's figures on pointing at it
  const primeira = grafico.locator('rect[data-alvo]').first();
  await primeira.hover();
  await expect(page.getByTestId('semana-ativa')).toContainText(`Semana de ${await primeira.getAttribute('data-alvo').then((d) => d!.split('-').reverse().join('/'))}`);

  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByRole('button', { name: 'Atualizar' })).toBeEnabled();

  // the row opens a new maintenance of that vehicle, filled in
  await item.getByRole('link', { name: `Nova manutenção de ${placa}` }).click();
  await expect(page).toHaveURL(/\/manutencoes\/novo\?veiculo_id=\d+/);
  await expect(page.getByLabel('Quilometragem')).toHaveValue('500');
  await expect(page.getByLabel('Tipo')).toHaveValue('revisao');
});

test('"Em atraso" shows what the demo drivers owe past due and how many they are, and links to /cobranca', async ({ page }) => {
  await entrar(page);
  const { resumo } = await statsDoServidor(page);
  // the demo data has drivers behind on rent
  expect(resumo.motoristasEmAtraso).toBeGreaterThanOrEqual(3);
  expect(resumo.valorEmAtraso).toBeGreaterThan(0);

  await page.goto('/');
  const cartao = page.getByRole('region', { name: 'Em atraso' });
  await expect(cartao).toContainText(brl(resumo.valorEmAtraso));
  await expect(cartao).toContainText(`${num(resumo.motoristasEmAtraso)} motoristas`);
  await cartao.getByRole('link', { name: 'Ver cobrança' }).click();
  await expect(page).toHaveURL(/\/cobranca$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cobrança' })).toBeVisible();
});

test.describe('with the answer of the stats replaced', () => {
  // page.route does not see what the service worker fetches
  test.use({ serviceWorkers: 'block' });

  test('says "Nenhum veículo precisa de manutenção no momento" when no vehicle is due', async ({ page }) => {
    await entrar(page);
    // the demo fleet has vehicles due: the answer keeps every real figure and empties only the list
    await page.route('**/api/dashboard/stats', async (route) => {
      const real = await route.fetch();
      await route.fulfill({ response: real, json: { ...((await real.json()) as object), veiculosManutencao: [] } });
    });
    await page.goto('/');
    await expect(page.getByText('Nenhum veículo precisa de manutenção no momento')).toBeVisible();
    await expect(page.getByRole('img', { name: /Últimas 12 semanas/ })).toBeVisible();
  });

  test('shows a spinner while loading, then a failure as the error with "Tentar novamente", never zeros', async ({ page }) => {
    await entrar(page);
    const erros: string[] = [];
    page.on('console', (m) => m.type() === 'error' && erros.push(m.text()));
    let liberar: () => void = () => {};
    const segura = new Promise<void>((resolve) => (liberar = resolve));
    await page.route('**/api/dashboard/stats', async (route) => {
      await segura;
      await route.fulfill({ status: 500, json: { message: 'Erro interno do servidor' } });
    });
    await page.goto('/');
    await expect(page.getByRole('status').filter({ hasText: 'Carregando dashboard...' })).toBeVisible();
    liberar();
    await expect(page.getByRole('alert').filter({ hasText: 'Erro ao carregar o dashboard. Por favor, tente novamente.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Carregando dashboard...' })).toBeHidden();
    await expect(page.getByText('Total de Veículos')).toHaveCount(0);
    expect(erros.some((e) => e.includes('Erro ao carregar o dashboard'))).toBe(true);
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the chart's labels are whole and apart, and a tap shows that week's figures", async ({ page }) => {
    await entrar(page);
    await page.goto('/');
    const grafico = page.getByRole('img', { name: /Últimas 12 semanas/ });
    await expect(grafico.locator('circle[data-serie="emAtraso"]')).toHaveCount(12);
    const caixa = (await grafico.boundingBox())!;
    const rotulos = await grafico.locator('text').evaluateAll((textos) =>
      textos.map((t) => {
        const r = t.getBoundingClientRect();
        return { texto: t.textContent, x: r.x, y: r.y, w: r.width, h: r.height };
      }),
    );
    expect(rotulos.length).toBeGreaterThan(5);
    for (const r of rotulos) {
      expect(r.x, `${r.texto} começa dentro do gráfico`).toBeGreaterThanOrEqual(caixa.x);
      expect(r.x + r.w, `${r.texto} termina dentro do gráfico`).toBeLessThanOrEqual(caixa.x + caixa.width);
    }
    // the dates along the bottom never touch
    const datas = rotulos.filter((r) => /^\d{2}\/\d{2}$/.test(r.texto ?? '')).sort((a, b) => a.x - b.x);
    for (let i = 1; i < datas.length; i++) expect(datas[i]!.x).toBeGreaterThan(datas[i - 1]!.x + datas[i - 1]!.w);

    const semana = grafico.locator('rect[data-alvo]').nth(3);
    await semana.tap();
    const dia = (await semana.getAttribute('data-alvo'))!.split('-').reverse().join('/');
    await expect(page.getByTestId('semana-ativa')).toContainText(`Semana de ${dia}`);
  });
});
