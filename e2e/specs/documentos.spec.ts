import { expect, test } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje, maisDias } from '../support/dias';

// A vehicle's papers (issue 35): added from its page with the PDF, listed there with their state, and warned about.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

test("a paper due in 10 days, added from the vehicle's page with its PDF, is listed there and its alert appears", async ({ page }) => {
  await entrar(page);
  const veiculo = await (await api(page)).veiculo();
  const vencimento = maisDias(hoje(), 10);

  await page.goto(`/veiculos/${veiculo.id}/relatorio`);
  const secao = page.getByRole('region', { name: 'Documentos' });
  await expect(secao.getByText('Nenhum documento deste veículo.')).toBeVisible();
  await secao.getByRole('link', { name: 'Novo documento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo documento' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Veículo' })).toHaveValue(String(veiculo.id));
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption('ipva');
  await page.getByLabel('Descrição').fill('IPVA e2e');
  await page.getByLabel('Vencimento').fill(vencimento);
  await page.getByLabel('Valor (R$)').fill('1.234,56');
  await page.getByLabel('Escolher foto ou PDF do documento').setInputFiles({ name: 'ipva.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Escolhido: ipva.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Documento criado com sucesso!')).toBeVisible();

  // back on the vehicle's page, where it started
  await expect(page).toHaveURL(new RegExp(`/veiculos/${veiculo.id}/relatorio$`), { timeout: 5_000 });
  const item = page.getByRole('region', { name: 'Documentos' }).getByRole('listitem').filter({ hasText: 'IPVA — IPVA e2e' });
  await expect(item.getByText(`Vence em ${dataBr(vencimento)}`)).toBeVisible();
  await expect(item).toContainText('R$ 1.234,56');
  await expect(item.getByRole('button', { name: 'Ver arquivo: IPVA — IPVA e2e' })).toHaveText('Ver PDF');

  await page.goto('/alertas');
  await expect(page.getByText(`IPVA de ${veiculo.placa} vence em ${dataBr(vencimento)}`)).toBeVisible();
});

test('a car whose licenciamento is past due is marked on the vehicles list, and the contract form warns before renting it', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const vencimento = maisDias(hoje(), -3);
  const res = await page.request.post('/api/documentos-veiculo', { data: { veiculo_id: veiculo.id, tipo: 'licenciamento', vencimento }, headers: dados.headers });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto('/veiculos');
  await page.getByRole('searchbox', { name: 'Buscar veículos por placa, modelo ou marca' }).fill(veiculo.placa);
  await expect(page.getByRole('row', { name: new RegExp(veiculo.placa) }).getByText('Licenciamento vencido')).toBeVisible();

  await page.goto('/contratos/novo');
  await page.getByRole('searchbox', { name: 'Buscar veículo' }).fill(veiculo.placa.replace('-', ''));
  const select = page.getByRole('combobox', { name: 'Veículo' });
  await expect(select.locator('option')).toHaveCount(2);
  await select.selectOption(String(veiculo.id));
  await expect(page.getByRole('alert').filter({ hasText: `Licenciamento de ${veiculo.placa} vencido em ${dataBr(vencimento)}` })).toBeVisible();
});
