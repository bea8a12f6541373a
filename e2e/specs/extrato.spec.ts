import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';

// A demo driver behind on rent (the first of /api/cobranca) and the statement the API gives for them.

interface Extrato {
  motorista: { id: number; nome: string };
  saldo: number;
  caucao: { valor: number; recebido: number; abatido: number; devolvido: number };
  lancamentos: { data: string; descricao: string; valor: number; a_vencer: boolean }[];
}

const brl = (n: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n).replace(/\s/g, ' ');

async function extratoEmAtraso(page: Page): Promise<Extrato> {
  const { headers } = await api(page);
  const cobranca = await page.request.get('/api/cobranca?page=1&pageSize=1', { headers });
  const [linha] = (await cobranca.json()) as { motorista: { id: number } }[];
  expect(linha).toBeDefined();
  const res = await page.request.get(`/api/motoristas/${linha!.motorista.id}/extrato`, { headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as Extrato;
}

test('a demo driver in arrears: the balance owed in red, every line with its running balance, the caução, and the CSV', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await entrar(page);
  const extrato = await extratoEmAtraso(page);
  expect(extrato.saldo).toBeGreaterThan(0);

  await page.goto(`/motoristas/${extrato.motorista.id}/extrato`);
  await expect(page.getByRole('heading', { level: 1, name: `Extrato — ${extrato.motorista.nome}` })).toBeVisible();
  await expect(page.getByText('Saldo devedor', { exact: true })).toBeVisible();
  await expect(page.getByTestId('saldo')).toHaveText(brl(extrato.saldo));
  expect(await page.getByTestId('saldo').evaluate((el) => getComputedStyle(el).color)).not.toBe(
    await page.getByText('Saldo devedor', { exact: true }).evaluate((el) => getComputedStyle(el).color),
  );

  const linhas = page.getByRole('region', { name: 'Lançamentos' }).getByRole('row');
  await expect(linhas).toHaveCount(extrato.lancamentos.length + 1);
  const ultima = extrato.lancamentos.at(-1)!;
  // a charge still to come is on the statement too, marked "A vencer"
  await expect(linhas.last().getByRole('cell').nth(1)).toHaveText(ultima.a_vencer ? `${ultima.descricao} A vencer` : ultima.descricao);
  // the running balance ends at the balance on top
  await expect(linhas.last().getByRole('cell').nth(3)).toHaveText(brl(extrato.saldo));
  await expect(page.getByRole('region', { name: 'Caução' })).toContainText(brl(extrato.caucao.valor));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const csvLinhas = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(csvLinhas[0]).toBe('Data;Descrição;Valor (R$);Saldo acumulado (R$)');
  expect(csvLinhas).toHaveLength(extrato.lancamentos.length + 1);
  expect(csvLinhas.at(-1)).toMatch(/^\d{2}\/\d{2}\/\d{4};/);
});

test('printed, the statement is the page alone: no top bar, side menu, skip link or buttons', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await entrar(page);
  const extrato = await extratoEmAtraso(page);
  await page.goto(`/motoristas/${extrato.motorista.id}/extrato`);
  const titulo = page.getByRole('heading', { level: 1, name: `Extrato — ${extrato.motorista.nome}` });
  await expect(titulo).toBeVisible();
  const barra = page.getByRole('banner');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(barra).toBeVisible();
  await expect(menu).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(barra).toBeHidden();
  await expect(menu).toBeHidden();
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(titulo).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lançamentos' })).toBeVisible();
  // the room kept for the bar and the menu goes too: the statement starts at the paper's top left, headed by the
  // company (Empresa; here the demo's environment) that issues it, shown only on paper
  const emitente = page.getByTestId('extrato-emitente');
  await expect(emitente).toBeVisible();
  await expect(emitente).toContainText('Locadora Exemplo');
  await expect(emitente).toContainText(/Emitido em São Paulo, \d{1,2}º? de \p{L}+ de \d{4}/u);
  const caixa = (await emitente.boundingBox())!;
  expect(caixa.x).toBeLessThan(50);
  expect(caixa.y).toBeLessThan(50);
  await page.emulateMedia({ media: 'screen' });
  await expect(barra).toBeVisible();
  await expect(emitente).toBeHidden();
});

test('the drivers list and the driver form link to the statement', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const motorista = await dados.motorista({ nome: `Extrato ${Date.now()}` });
  await page.goto('/motoristas');
  await page.getByRole('searchbox', { name: 'Buscar motoristas por nome, CPF, email, telefone ou CNH' }).fill(motorista.cpf);
  await page.getByRole('link', { name: `Extrato de ${motorista.nome}` }).click();
  await expect(page).toHaveURL(new RegExp(`/motoristas/${motorista.id}/extrato$`));
  await expect(page.getByRole('heading', { level: 1, name: `Extrato — ${motorista.nome}` })).toBeVisible();
  // nothing charged yet
  await expect(page.getByTestId('saldo')).toHaveText('R$ 0,00');
  await expect(page.getByText('Nenhum lançamento no período')).toBeVisible();

  await page.goto(`/motoristas/${motorista.id}/editar`);
  await page.getByRole('link', { name: 'Extrato', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/motoristas/${motorista.id}/extrato$`));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the lines are cards and nothing scrolls sideways', async ({ page }) => {
    await entrar(page);
    const extrato = await extratoEmAtraso(page);
    await page.goto(`/motoristas/${extrato.motorista.id}/extrato`);
    await expect(page.getByRole('list', { name: 'Lançamentos' }).getByRole('listitem')).toHaveCount(extrato.lancamentos.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
