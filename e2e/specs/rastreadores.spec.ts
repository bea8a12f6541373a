import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';

const novoVeiculo = async (page: Page) =>
  (await api(page)).veiculo({ modelo: 'Kwid', marca: 'Renault', ano_fabricacao: 2024, quilometragem_inicial: 100, data_aquisicao: '2024-06-01', valor_compra: 68000 });

test('create a tracker for a vehicle chosen in the searchable select, edit and delete it, with the SPEC texts', async ({ page }) => {
  await entrar(page);
  const veiculo = await novoVeiculo(page);
  const codigo = `IMEI-${Date.now()}`;

  await page.goto('/rastreadores');
  await expect(page.getByRole('heading', { level: 1, name: 'Rastreadores' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/rastreadores\/novo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo rastreador' })).toBeVisible();

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(2);

  await page.getByLabel('Nome do dispositivo').fill('GT06 4G');
  await page.getByLabel('Código de identificação').fill(codigo);
  await page.getByRole('searchbox', { name: 'Buscar veículo' }).fill(veiculo.placa.replace('-', ''));
  const select = page.getByRole('combobox', { name: 'Veículo' });
  await expect(select.locator('option')).toHaveText(['Selecione...', `${veiculo.placa} — KWID RENAULT`]);
  await select.selectOption(String(veiculo.id));
  await page.getByLabel('Km atual').fill('-1');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O valor não pode ser negativo')).toBeVisible();
  await page.getByLabel('Km atual').fill('1250');
  await page.getByLabel('Data de compra').fill('2024-06-15');
  await page.getByLabel('Características').fill('Bloqueio remoto');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Rastreador criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/rastreadores$/, { timeout: 5_000 });

  await page.getByRole('searchbox', { name: 'Buscar rastreadores por nome, código ou placa' }).fill(codigo);
  const linha = page.getByRole('row', { name: new RegExp(codigo) });
  await expect(linha).toContainText(veiculo.placa);
  await expect(linha).toContainText('1.250 km');
  await expect(linha).toContainText('15/06/2024');

  await linha.getByRole('link', { name: `Editar ${codigo}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar rastreador' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Veículo' })).toHaveValue(String(veiculo.id));
  await page.getByLabel('Km atual').fill('1800');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Rastreador atualizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/rastreadores$/, { timeout: 5_000 });

  await page.getByRole('searchbox', { name: 'Buscar rastreadores por nome, código ou placa' }).fill(codigo);
  await expect(linha).toContainText('1.800 km');
  // the row is on the unfiltered list first: wait for the search's answer, whose re-render once closed the dialog
  // opened on the old row, with no DELETE sent
  await expect(page.getByRole('navigation', { name: 'Paginação' })).toContainText('1–1 de 1');
  await linha.getByRole('button', { name: `Excluir ${codigo}` }).click();
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText('Tem certeza que deseja excluir este rastreador?');
  await dialogo.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Rastreador excluído com sucesso!')).toBeVisible();
  await expect(linha).toHaveCount(0);
});

test('a repeated identification code is refused with the server text', async ({ page }) => {
  await entrar(page);
  const codigo = `DUP-${Date.now()}`;
  for (const esperado of ['Rastreador criado com sucesso!', 'Já existe um rastreador com este código de identificação']) {
    await page.goto('/rastreadores/novo');
    await page.getByLabel('Nome do dispositivo').fill('Suntech ST310');
    await page.getByLabel('Código de identificação').fill(codigo);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(esperado).first()).toBeVisible();
  }
});

test.describe('load errors', () => {
  // requests from the service worker bypass page.route
  test.use({ serviceWorkers: 'block' });

  test('the list and the form use the SPEC texts', async ({ page }) => {
    await entrar(page);
    await page.route(/\/api\/rastreadores\?/, (route) => route.fulfill({ status: 500, json: { message: 'Erro interno' } }));
    await page.goto('/rastreadores');
    await expect(page.getByText('Erro ao carregar rastreadores. Por favor, tente novamente.')).toBeVisible();
    await page.route(/\/api\/rastreadores\/999999$/, (route) => route.fulfill({ status: 500, json: { message: 'Erro interno' } }));
    await page.goto('/rastreadores/999999/editar');
    await expect(page.getByText('Erro ao carregar dados. Por favor, tente novamente.')).toBeVisible();
    // a record that is not there: trying again would not help
    await page.goto('/rastreadores/999998/editar');
    await expect(page.getByText('Registro não encontrado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/rastreadores');
  });
});
