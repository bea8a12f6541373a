import { expect, test, type Page } from '../support/test';
import { novaPlaca } from '../support/api';
import { entrar } from '../support/auth';

async function buscar(page: Page, texto: string) {
  await page.getByRole('searchbox').fill(texto);
}

test('create, edit and delete a vehicle with the SPEC texts', async ({ page }) => {
  const placa = novaPlaca();
  await entrar(page);
  await page.goto('/veiculos');
  await expect(page.getByRole('columnheader', { name: 'Placa' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/veiculos\/novo$/);

  const salvar = page.getByRole('button', { name: 'Salvar' });
  await page.getByLabel('Placa').fill('AB12');
  await expect(page.getByText('Formato inválido. Use ABC1234 (padrão antigo) ou ABC1D23 (Mercosul)')).toBeVisible();
  await expect(salvar).toBeDisabled();

  await page.getByLabel('Placa').fill(placa.replace('-', '').toLowerCase());
  await expect(page.getByLabel('Placa')).toHaveValue(placa);
  await page.getByLabel('Modelo').fill('onix plus');
  await page.getByLabel('Marca').fill('chevrolet');
  await page.getByLabel('Ano de fabricação').fill('2023');
  // typed as a Brazilian types a mileage, thousands dot included (issue 31)
  await page.getByLabel('Quilometragem inicial').pressSequentially('15.300');
  await expect(page.getByLabel('Quilometragem inicial')).toHaveValue('15.300');
  await page.getByLabel('Data de aquisição').fill('2024-03-15');
  await page.getByLabel('Valor de compra').fill('82990.50');
  await expect(salvar).toBeEnabled();
  await salvar.click();
  await expect(page.getByText('Veículo criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/veiculos$/, { timeout: 5_000 });

  await buscar(page, placa);
  const linha = page.getByRole('row', { name: new RegExp(placa) });
  await expect(linha).toContainText('ONIX PLUS');
  await expect(linha).toContainText('CHEVROLET');
  await expect(linha).toContainText('15.300 km');

  await linha.getByRole('link', { name: `Editar ${placa}` }).click();
  await expect(page).toHaveURL(/\/veiculos\/\d+\/editar$/);
  await expect(page.getByLabel('Modelo')).toHaveValue('ONIX PLUS');
  await expect(page.getByLabel('Quilometragem inicial')).toHaveValue('15.300');
  await page.getByLabel('Modelo').fill('tracker');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Veículo atualizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/veiculos$/, { timeout: 5_000 });

  await buscar(page, placa);
  await expect(linha).toContainText('TRACKER');
  await linha.getByRole('button', { name: `Excluir ${placa}` }).click();
  const dialogo = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialogo).toContainText('Tem certeza que deseja excluir este veículo?');
  await dialogo.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Veículo excluído com sucesso!')).toBeVisible();
  await expect(linha).toHaveCount(0);
});

test('a plate of digits only keeps the submit button disabled', async ({ page }) => {
  await entrar(page);
  await page.goto('/veiculos/novo');
  await page.getByLabel('Placa').fill('1234567');
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
});

test('a row click opens the vehicle report', async ({ page }) => {
  await entrar(page);
  await page.goto('/veiculos');
  const primeira = page.getByRole('row').nth(1);
  await primeira.getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/veiculos\/\d+\/relatorio$/);
});
