import { expect, test } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { escolher } from '../support/formulario';

test('create, edit and delete a maintenance with the SPEC texts, BRL cost and the status chip', async ({ page }) => {
  const descricao = `Troca das pastilhas ${Date.now()}`;
  await entrar(page);
  const { placa } = await (await api(page)).veiculo();
  await page.goto('/manutencoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Manutenções' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Custo' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/manutencoes\/novo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova manutenção' })).toBeVisible();

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(6);

  await escolher(page, 'Veículo', placa);
  await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Corretiva' });
  await page.getByLabel(/^Data/).fill('2025-05-10');
  await page.getByRole('textbox', { name: 'Quilometragem' }).fill('100');
  await page.getByRole('textbox', { name: 'Custo (R$)' }).fill('1.234,50');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('agendada');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Finalizada' });
  await page.getByRole('textbox', { name: 'Descrição' }).fill(descricao);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Manutenção criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/manutencoes$/, { timeout: 5_000 });

  await page.getByRole('searchbox', { name: 'Buscar manutenções por descrição ou placa' }).fill(descricao);
  const linha = page.getByRole('row', { name: new RegExp(descricao) });
  await expect(linha).toContainText(placa);
  await expect(linha).toContainText('Corretiva');
  await expect(linha).toContainText('10/05/2025');
  await expect(linha).toContainText('R$ 1.234,50');
  await expect(linha.getByText('Finalizada')).toHaveAttribute('data-tone', 'success');

  await linha.getByRole('link', { name: `Editar ${descricao} (${placa})` }).click();
  await expect(page).toHaveURL(/\/manutencoes\/\d+\/editar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar manutenção' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Descrição' })).toHaveValue(descricao);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Agendada' });
  await page.getByRole('textbox', { name: 'Custo (R$)' }).fill('99,90');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Manutenção atualizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/manutencoes$/, { timeout: 5_000 });

  await page.getByRole('searchbox', { name: 'Buscar manutenções por descrição ou placa' }).fill(descricao);
  await expect(linha).toContainText('R$ 99,90');
  await expect(linha.getByText('Agendada')).toHaveAttribute('data-tone', 'warning');
  await linha.getByRole('button', { name: `Excluir ${descricao} (${placa})` }).click();
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText('Tem certeza que deseja excluir esta manutenção?');
  await dialogo.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Manutenção excluída com sucesso!')).toBeVisible();
  await expect(linha).toHaveCount(0);
});
