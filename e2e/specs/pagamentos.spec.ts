import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje, maisDias } from '../support/dias';

/**
 * A contract that started two weeks ago, registered today: the server charges today and next week;
 * the weeks before were typed by a person, one paid and one overdue.
 */
async function contratoComPagamentos(page: Page) {
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Marta Freitas' });
  const dia = hoje();
  const contrato = await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(dia, -14), valor_aluguel: 650.5 });
  await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(dia, -14), data_pagamento: maisDias(dia, -13), valor_pago: 650.5, status_pagamento: 'pago' });
  await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(dia, -7), valor_pago: 650.5, status_pagamento: 'atrasado' });
  return { dados, veiculo, dia };
}

async function buscar(page: Page, texto: string) {
  await page.getByRole('searchbox', { name: 'Buscar pagamentos por placa ou motorista' }).fill(texto);
}

/** The vehicle's row due on `dia` (only its own: the search may still be on its way). */
const linhaPrevistaEm = (page: Page, placa: string, dia: string) => page.getByRole('row', { name: new RegExp(placa) }).filter({ hasText: dataBr(dia) });

test('the list shows BRL, "-" before payment and the SPEC chip colours, with "new" and edit but no delete, and filters by status and period', async ({ page }) => {
  await entrar(page);
  const { veiculo, dia } = await contratoComPagamentos(page);
  await page.goto('/pagamentos');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Novo' })).toHaveAttribute('href', '/pagamentos/novo');
  await buscar(page, veiculo.placa);
  const linhas = page.getByRole('row', { name: new RegExp(veiculo.placa) });
  await expect(linhas).toHaveCount(4);

  // newest first: the two typed after signing, then the charges of next week and today made on signing
  const esperado: [string, string, string][] = [
    [maisDias(dia, -7), 'atrasado', 'error'],
    [maisDias(dia, -14), 'pago', 'success'],
    [maisDias(dia, 7), 'pendente', 'warning'],
    [dia, 'pendente', 'warning'],
  ];
  for (const [i, [prevista, status, tom]] of esperado.entries()) {
    const linha = linhas.nth(i);
    await expect(linha).toContainText(dataBr(prevista));
    await expect(linha).toContainText('R$ 650,50');
    await expect(linha.getByText(status, { exact: true })).toHaveAttribute('data-tone', tom);
    await expect(linha.getByRole('cell', { name: '-', exact: true })).toHaveCount(status === 'pago' ? 0 : 1);
  }
  await expect(linhas.nth(1)).toContainText(dataBr(maisDias(dia, -13)));
  await expect(page.getByRole('button', { name: /Excluir/ })).toHaveCount(0);

  await page.getByLabel('Status').selectOption('atrasado');
  await expect(linhas).toHaveCount(1);
  await expect(linhas.first()).toContainText(dataBr(maisDias(dia, -7)));
  await expect(page).toHaveURL(/status_pagamento=atrasado/);

  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await page.getByLabel('Previsto de').fill(maisDias(dia, -7));
  await page.getByLabel('Previsto até').fill(dia);
  await expect(linhas).toHaveCount(2);
  await expect(linhas.nth(0)).toContainText(dataBr(maisDias(dia, -7)));
  await expect(linhas.nth(1)).toContainText(dataBr(dia));
});

test('on a slow phone, clearing the filters and typing both dates keeps every choice in the URL', async ({ page }) => {
  // the race shows at 20× throttling, where a shared CI core spent 30 s on the two fills
  test.slow();
  await entrar(page);
  const { dia } = await contratoComPagamentos(page);
  const de = maisDias(dia, -7);
  await page.goto(`/pagamentos?status_pagamento=atrasado`);
  await expect(page.getByRole('button', { name: 'Limpar filtros' })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await page.getByLabel('Previsto de').fill(de);
  await page.getByLabel('Previsto até').fill(dia);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page).toHaveURL(new RegExp(`\\?de=${de}&ate=${dia}$`));
  await expect(page.getByLabel('Previsto de')).toHaveValue(de);
  await expect(page.getByLabel('Status')).toHaveValue('');
});

test('the list shows each charge\'s tipo, what was received and the saldo, and filters by tipo', async ({ page }) => {
  await entrar(page);
  const { veiculo, dia } = await contratoComPagamentos(page);
  await page.goto('/pagamentos');
  await buscar(page, veiculo.placa);
  const linhas = page.getByRole('row', { name: new RegExp(veiculo.placa) });
  await expect(linhas).toHaveCount(4);
  for (const linha of await linhas.all()) await expect(linha.getByText('Aluguel', { exact: true })).toBeVisible();
  // paid in full: received R$ 650,50, nothing left; overdue: nothing received, all of it left
  const paga = linhaPrevistaEm(page, veiculo.placa, maisDias(dia, -14));
  await expect(paga).toContainText(/R\$\s650,50.*R\$\s650,50.*R\$\s0,00/);
  await expect(paga.getByRole('button', { name: /^Registrar recebimento/ })).toHaveCount(0);
  const atrasada = linhaPrevistaEm(page, veiculo.placa, maisDias(dia, -7));
  await expect(atrasada).toContainText(/R\$\s650,50.*R\$\s0,00.*R\$\s650,50/);
  await expect(linhas.getByRole('button', { name: /^Registrar recebimento/ })).toHaveCount(3);

  await page.getByLabel('Tipo').selectOption('caucao');
  await expect(page).toHaveURL(/tipo=caucao/);
  await expect(page.getByText(`Nenhum resultado para “${veiculo.placa}”.`)).toBeVisible();
  await page.getByLabel('Tipo').selectOption('aluguel');
  await expect(linhas).toHaveCount(4);
});

test('record a payment and edit one in the forms; the API has no DELETE for payments', async ({ page }) => {
  await entrar(page);
  const { dados, veiculo, dia } = await contratoComPagamentos(page);

  await page.goto('/pagamentos/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo pagamento' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar contrato' }).fill(veiculo.placa);
  const contrato = page.getByRole('combobox', { name: 'Contrato' });
  const opcao = contrato.getByRole('option', { name: new RegExp(veiculo.placa) });
  await expect(opcao).toHaveCount(1);
  await contrato.selectOption({ label: (await opcao.textContent()) ?? '' });
  await page.getByLabel('Data prevista').fill(maisDias(dia, -21));
  await page.getByLabel('Data do pagamento').fill(maisDias(dia, -20));
  await page.getByLabel('Valor (R$)').fill('325.25');
  await page.getByLabel('Status').selectOption('pago');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Pagamento registrado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/pagamentos$/, { timeout: 5_000 });

  await buscar(page, veiculo.placa);
  const novo = linhaPrevistaEm(page, veiculo.placa, maisDias(dia, -21));
  await expect(novo).toContainText('R$ 325,25');
  const proxima = linhaPrevistaEm(page, veiculo.placa, maisDias(dia, 7));
  await proxima.getByRole('link', { name: /^Editar pagamento/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar pagamento' })).toBeVisible();
  await expect(page.getByLabel('Data prevista')).toHaveValue(maisDias(dia, 7));
  await page.getByLabel('Status').selectOption('cancelado');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Pagamento atualizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/pagamentos$/, { timeout: 5_000 });
  await buscar(page, veiculo.placa);
  await expect(linhaPrevistaEm(page, veiculo.placa, maisDias(dia, 7)).getByText('cancelado', { exact: true })).toHaveAttribute('data-tone', 'default');

  const id = (await (await page.request.get(`/api/pagamentos?q=${veiculo.placa}&pageSize=1`, { headers: dados.headers })).json())[0].id as number;
  const apagar = await page.request.delete(`/api/pagamentos/${id}`, { headers: dados.headers });
  expect(apagar.status()).toBe(405);
  expect((await page.request.get(`/api/pagamentos/${id}`, { headers: dados.headers })).status()).toBe(200);
});

test('at 1280×800 the payments table fits its box (Valor, Recebido, Saldo and the actions in view), and no page scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await entrar(page);
  const { veiculo } = await contratoComPagamentos(page);
  await page.goto('/pagamentos');
  await buscar(page, veiculo.placa);
  await expect(page.getByRole('row', { name: new RegExp(veiculo.placa) })).toHaveCount(4);
  const medidas = await page.getByRole('table').evaluate((tabela) => {
    const caixa = tabela.parentElement!;
    const colunas = [...tabela.querySelectorAll('th')].map((th) => `${th.textContent} ${Math.round(th.getBoundingClientRect().width)}`);
    return { scrollWidth: caixa.scrollWidth, clientWidth: caixa.clientWidth, colunas: colunas.join(', ') };
  });
  expect(medidas.scrollWidth, `column widths: ${medidas.colunas}`).toBeLessThanOrEqual(medidas.clientWidth);

  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const entrada of await menu.getByRole('link').all()) {
    const nome = (await entrada.textContent()) ?? '';
    await entrada.click();
    // each page's h1 is its menu entry's name; then its data, once no spinner or list is loading
    await expect(page.getByRole('heading', { level: 1, name: nome, exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /Carregando/ })).toHaveCount(0);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${nome} scrolls sideways`).toBeLessThanOrEqual(1280);
  }
});
