import { expect, test } from '@playwright/test';
import { api } from '../support/api';
import { login } from '../support/auth';
import { escolher } from '../support/formulario';

test('record and edit an accident with "Sinistro registrado com sucesso!", and no delete', async ({ page }) => {
  const descricao = `Colisão lateral no estacionamento ${Date.now()}`;
  await login(page);
  const dados = await api(page);
  const { placa } = await dados.veiculo();
  const { nome, cpf } = await dados.motorista({ nome: 'Otávio Lima' });
  await page.goto('/sinistros');
  await expect(page.getByRole('heading', { level: 1, name: 'Sinistros' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Custo do reparo' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/sinistros\/novo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo sinistro' })).toBeVisible();

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(5);

  const veiculo = await escolher(page, 'Veículo', placa);
  await escolher(page, 'Motorista', cpf);
  await page.getByLabel('Data do sinistro').fill('2025-06-15');
  await page.getByRole('textbox', { name: 'Custo do reparo (R$)' }).fill('3.200,40');
  await page.getByRole('textbox', { name: 'Descrição' }).fill(descricao);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Sinistro registrado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/sinistros$/, { timeout: 5_000 });

  await page.getByRole('searchbox', { name: 'Buscar sinistros por descrição, placa ou motorista' }).fill(descricao);
  const linha = page.getByRole('row', { name: new RegExp(descricao) });
  await expect(linha).toContainText('15/06/2025');
  await expect(linha).toContainText(veiculo);
  await expect(linha).toContainText(nome);
  await expect(linha).toContainText('R$ 3.200,40');
  await expect(linha.getByRole('button', { name: /^Excluir/ })).toHaveCount(0);

  await linha.getByRole('link', { name: /^Editar / }).click();
  await expect(page).toHaveURL(/\/sinistros\/\d+\/editar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar sinistro' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Descrição' })).toHaveValue(descricao);
  await page.getByRole('textbox', { name: 'Observações' }).fill('Boletim de ocorrência 2025/123');
  await page.getByRole('textbox', { name: 'Custo do reparo (R$)' }).fill('2.800,00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Sinistro atualizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/sinistros$/, { timeout: 5_000 });
  await page.getByRole('searchbox', { name: 'Buscar sinistros por descrição, placa ou motorista' }).fill(descricao);
  await expect(linha).toContainText('R$ 2.800,00');
});
