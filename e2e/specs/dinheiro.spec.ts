import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje, maisDias } from '../support/dias';

// Money a rental company can close its month on: one write per submission, no blind overwrite, pt-BR amounts,
// a CSV a spreadsheet sums, and a dashboard that never shows a failure as zeros.

async function contratoDeTeste(page: Page, valor_aluguel = 640) {
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Joana Prado' });
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: hoje(), valor_aluguel })) as { id: number };
  return { dados, veiculo, motorista, contrato };
}

async function pagamentosDoContrato(page: Page, headers: Record<string, string>, contratoId: number) {
  const res = await page.request.get(`/api/pagamentos?contrato_id=${contratoId}&pageSize=100`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as { id: number; valor_pago: number; data_prevista: string; versao: number }[];
}

test('a double click on "Salvar" records one maintenance', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  // the first POST answers slowly, so the second click lands while it is still running
  await page.route('**/api/manutencoes', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/manutencoes/novo');
  await page.getByRole('searchbox', { name: 'Buscar veículo' }).fill(veiculo.placa);
  const select = page.getByRole('combobox', { name: 'Veículo' });
  const opcao = select.getByRole('option', { name: new RegExp(veiculo.placa) });
  await expect(opcao).toHaveCount(1);
  await select.selectOption({ label: (await opcao.textContent()) ?? '' });
  await page.getByLabel('Tipo').selectOption('corretiva');
  await page.getByLabel('Descrição').fill('Troca de pastilhas');
  await page.getByLabel('Data').fill(maisDias(hoje(), -1));
  await page.getByLabel('Quilometragem').fill('12000');
  await page.getByLabel('Custo (R$)').fill('350,00');
  await page.getByRole('button', { name: 'Salvar' }).dblclick();
  await expect(page.getByText(/Manutenção (cadastrada|criada|registrada) com sucesso!/)).toBeVisible();
  const res = await page.request.get(`/api/manutencoes?veiculo_id=${veiculo.id}`, { headers: dados.headers });
  const linhas = (await res.json()) as { custo: number }[];
  expect(linhas).toHaveLength(1);
  expect(linhas[0]!.custo).toBe(350);
});

test('two tabs edit one payment: the second is told, keeps its typing and can reload', async ({ page, context }) => {
  await entrar(page);
  const { dados, contrato } = await contratoDeTeste(page);
  const [pagamento] = await pagamentosDoContrato(page, dados.headers, contrato.id);
  const outra = await context.newPage();
  await page.goto(`/pagamentos/${pagamento!.id}/editar`);
  await outra.goto(`/pagamentos/${pagamento!.id}/editar`);
  await expect(page.getByLabel('Valor (R$)')).toHaveValue('R$ 640,00');
  await expect(outra.getByLabel('Valor (R$)')).toHaveValue('R$ 640,00');

  await page.getByLabel('Valor (R$)').fill('700,00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Pagamento atualizado com sucesso!')).toBeVisible();

  await outra.getByLabel('Valor (R$)').fill('655,50');
  await outra.getByRole('button', { name: 'Salvar' }).click();
  await expect(outra.getByText('Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.').first()).toBeVisible();
  await expect(outra.getByLabel('Valor (R$)')).toHaveValue('R$ 655,50');
  const [depois] = await pagamentosDoContrato(page, dados.headers, contrato.id);
  expect(depois!.valor_pago).toBe(700);

  await outra.getByRole('button', { name: 'Recarregar' }).click();
  await expect(outra.getByLabel('Valor (R$)')).toHaveValue('R$ 700,00');
  await outra.close();
});

test('"89.900,50" typed in a money field is saved as 89900.5 and reads back as R$ 89.900,50', async ({ page }) => {
  await entrar(page);
  const { dados, veiculo, contrato } = await contratoDeTeste(page);
  await page.goto('/pagamentos/novo');
  await page.getByRole('searchbox', { name: 'Buscar contrato' }).fill(veiculo.placa);
  const select = page.getByRole('combobox', { name: 'Contrato' });
  const opcao = select.getByRole('option', { name: new RegExp(veiculo.placa) });
  await expect(opcao).toHaveCount(1);
  await select.selectOption({ label: (await opcao.textContent()) ?? '' });
  await page.getByLabel('Data prevista').fill(maisDias(hoje(), -30));
  await page.getByLabel('Valor (R$)').pressSequentially('89.900,50');
  await expect(page.getByLabel('Valor (R$)')).toHaveValue('R$ 89.900,50');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Pagamento registrado com sucesso!')).toBeVisible();
  const salvo = (await pagamentosDoContrato(page, dados.headers, contrato.id)).find((p) => p.data_prevista === maisDias(hoje(), -30));
  expect(salvo?.valor_pago).toBe(89900.5);
  await expect(page).toHaveURL(/\/pagamentos$/, { timeout: 5_000 });
  await page.getByRole('searchbox', { name: 'Buscar pagamentos por placa ou motorista' }).fill(veiculo.placa);
  await expect(page.getByRole('row').filter({ hasText: dataBr(maisDias(hoje(), -30)) })).toContainText('R$ 89.900,50');
});

test('the payments CSV parses back with plain pt-BR amounts and dd/mm/aaaa dates', async ({ page }) => {
  await entrar(page);
  const { veiculo } = await contratoDeTeste(page, 1234.5);
  await page.goto(`/pagamentos?q=${veiculo.placa}`);
  await expect(page.getByRole('row', { name: new RegExp(veiculo.placa) })).toHaveCount(2);
  const [download, pedido] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForRequest((r) => new URL(r.url()).pathname === '/api/pagamentos.csv'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  // the whole list, written by the server, with the search on screen
  expect(new URL(pedido.url()).searchParams.get('q')).toBe(veiculo.placa);
  expect(download.suggestedFilename()).toBe('pagamentos.csv');
  const texto = readFileSync(await download.path(), 'utf8');
  const [cabecalho, ...linhas] = texto.replace(/^\uFEFF/, '').trim().split('\r\n').map((l: string) => l.split(';'));
  const valor = cabecalho!.indexOf('Valor (R$)');
  const prevista = cabecalho!.findIndex((c) => /prevista/i.test(c));
  expect(valor).toBeGreaterThanOrEqual(0);
  expect(linhas).toHaveLength(2);
  for (const linha of linhas) {
    expect(linha[valor]).toBe('1234,50');
    expect(linha[prevista]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  }
  const soma = linhas.reduce((total, l) => total + Number(l[valor]!.replace(',', '.')), 0);
  expect(soma).toBe(2469);
  expect(linhas.map((l) => l[prevista])).toEqual([dataBr(maisDias(hoje(), 7)), dataBr(hoje())]);
  // options as people read them, never their codes
  const tipo = cabecalho!.indexOf('Tipo');
  const status = cabecalho!.indexOf('Status');
  expect(linhas.map((l) => l[tipo])).toEqual(['Aluguel', 'Aluguel']);
  for (const linha of linhas) expect(['Pendente', 'Atrasado', 'Pago']).toContain(linha[status]);
});

test.describe('a dashboard that fails to load', () => {
  // page.route does not see what the service worker fetches
  test.use({ serviceWorkers: 'block' });

  test('shows the error and "Tentar novamente", never zeros, and recovers', async ({ page }) => {
    await entrar(page);
    let falhar = true;
    await page.route('**/api/dashboard/stats', async (route) => {
      if (falhar) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Erro interno do servidor' }) });
      else await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: /Erro ao carregar/ })).toBeVisible();
    await expect(page.getByText('R$ 0,00')).toHaveCount(0);
    await expect(page.getByText('Total de Veículos', { exact: true })).toHaveCount(0);
    falhar = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText('Total de Veículos', { exact: true })).toBeVisible();
  });
});
