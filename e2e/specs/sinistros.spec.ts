import { expect, test } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { hoje, maisDias } from '../support/dias';
import { escolher } from '../support/formulario';

test('record and edit an accident with "Sinistro registrado com sucesso!", and no delete', async ({ page }) => {
  const descricao = `Colisão lateral no estacionamento ${Date.now()}`;
  await entrar(page);
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

test('the form proposes the driver of the contract in force on the accident date, and what they are charged is on their account 7 days later', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Renata Campos' });
  await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(hoje(), -60) });
  const dia = maisDias(hoje(), -10);
  const descricao = `Retrovisor quebrado ${Date.now()}`;

  await page.goto('/sinistros/novo');
  await escolher(page, 'Veículo', veiculo.placa);
  await page.getByLabel('Data do sinistro').fill(dia);
  await expect(page.getByTestId('motorista-proposto')).toContainText('Renata Campos');
  await expect(page.getByRole('combobox', { name: 'Motorista' })).toHaveValue(String(motorista.id));
  await page.getByRole('textbox', { name: 'Custo do reparo (R$)' }).fill('1.200,00');
  await page.getByRole('textbox', { name: 'Valor cobrado do motorista (R$)' }).fill('300,00');
  await page.getByRole('textbox', { name: 'Descrição' }).fill(descricao);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Sinistro registrado com sucesso!')).toBeVisible();

  const res = await page.request.get(`/api/motoristas/${motorista.id}/extrato`, { headers: dados.headers });
  const { lancamentos } = (await res.json()) as { lancamentos: { tipo: string; valor: number; data: string }[] };
  expect(lancamentos.filter((l) => l.tipo === 'sinistro')).toEqual([expect.objectContaining({ valor: 300, data: maisDias(dia, 7) })]);
});
