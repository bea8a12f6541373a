import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { hoje } from '../support/dias';

/** A vehicle no seed row refers to, with initial km 5 000 and bought for R$ 72 000. */
async function novoVeiculo(page: Page): Promise<number> {
  const veiculo = await (await api(page)).veiculo({ modelo: 'HB20', marca: 'Hyundai', quilometragem_inicial: 5000, data_aquisicao: '2023-08-01', valor_compra: 72000 });
  return veiculo.id;
}

const rastreador = async (page: Page, veiculo_id: number, km_atual: number, data_compra: string) =>
  (await (await api(page)).rastreador({ veiculo_id, km_atual, data_compra })).id;

/** Rent paid 700 (a pendente 700 does not count), maintenance 450.50, an untransferred fine 130.16 (a transferred one does not count), an accident 1 000. */
async function movimentar(page: Page, veiculo_id: number): Promise<void> {
  const dados = await api(page);
  const dia = hoje();
  const { id: motorista_id } = await dados.motorista({ nome: 'Motorista do Relatório' });
  const { id: contrato_id } = await dados.contrato({ motorista_id, veiculo_id, data_inicio: dia, valor_aluguel: 700 });
  await dados.pagamento({ contrato_id, data_prevista: dia, data_pagamento: dia, valor_pago: 700, status_pagamento: 'pago' });
  await dados.pagamento({ contrato_id, data_prevista: dia, valor_pago: 700, status_pagamento: 'pendente' });
  await dados.manutencao({
    veiculo_id,
    tipo_manutencao: 'corretiva',
    descricao: 'Troca de pastilhas',
    data_manutencao: dia,
    quilometragem: 6000,
    custo: 450.5,
    status_atual: 'finalizada',
  });
  const multa = { veiculo_id, motorista_id, data_multa: `${dia}T12:00:00Z`, data_vencimento: `${dia}T12:00:00Z`, motivo: 'Estacionamento proibido' };
  await dados.multa({ ...multa, valor_multa: 130.16, transferido_para_condutor: false });
  await dados.multa({ ...multa, valor_multa: 293.47, transferido_para_condutor: true });
  await dados.sinistro({ veiculo_id, motorista_id, data_sinistro: dia, descricao: 'Retrovisor quebrado', custo_reparo: 1000 });
}

test('the report shows the current km, rent paid, maintenance spend and profit, and its cards open the trackers and the payments', async ({ page }) => {
  await entrar(page);
  const id = await novoVeiculo(page);
  await movimentar(page, id);
  // the km typed on its tracker after today's service is the latest reading: the current km
  const rastreadorId = await rastreador(page, id, 7300, '2024-02-20');

  await page.goto(`/veiculos/${id}/relatorio`);
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório do veículo' })).toBeVisible();
  const km = page.getByRole('link', { name: /Quilometragem atual/ });
  await expect(km).toContainText('7.300 km');
  const aluguel = page.getByRole('link', { name: /Aluguéis pagos/ });
  await expect(aluguel).toContainText('R$ 700,00');
  const figura = (rotulo: string) => page.locator('dl').filter({ has: page.getByText(rotulo, { exact: true }) });
  await expect(figura('Gastos com manutenção')).toContainText('R$ 450,50');
  await expect(page.getByRole('heading', { level: 2, name: 'Resultado financeiro' })).toBeVisible();
  // 700 − 450.50 − 1 000 − 130.16
  await expect(figura('Lucro')).toContainText('-R$ 880,66');
  await expect(figura('Valor de compra recuperado')).toContainText('-1,22%');
  await expect(figura('Valor de compra recuperado')).toContainText('do valor de compra de R$ 72.000,00');
  await expect(figura('Custos de sinistros')).toContainText('R$ 1.000,00');
  await expect(figura('Multas não transferidas')).toContainText('R$ 130,16');

  await km.click();
  await expect(page).toHaveURL(new RegExp(`/veiculos/${id}/rastreadores$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rastreadores do veículo' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['ID', 'Data de compra', 'Km atual', 'Último contato', 'Ações']);
  const linha = page.getByRole('row', { name: new RegExp(`^${rastreadorId} `) });
  await expect(linha).toContainText('20/02/2024');
  await expect(linha).toContainText('7.300 km');
  // its form, opened from here, comes back here
  await linha.getByRole('link', { name: `Editar rastreador ${rastreadorId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/rastreadores/${rastreadorId}/editar\\?voltar=`));
  await page.getByLabel('Km atual').fill('7400');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Rastreador atualizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/veiculos/${id}/rastreadores$`), { timeout: 5_000 });
  await expect(linha).toContainText('7.400 km');

  await page.getByRole('link', { name: 'Voltar ao relatório' }).click();
  await page.getByRole('link', { name: /Aluguéis pagos/ }).click();
  await expect(page).toHaveURL(new RegExp(`/veiculos/${id}/pagamentos$`));
});

test('"Atualizar" fetches the figures again', async ({ page }) => {
  await entrar(page);
  const id = await novoVeiculo(page);
  await page.goto(`/veiculos/${id}/relatorio`);
  const km = page.getByRole('link', { name: /Quilometragem atual/ });
  await expect(km).toContainText('5.000 km');
  await rastreador(page, id, 9100, '2024-03-01');
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(km).toContainText('9.100 km');
});

test('a vehicle without trackers shows "Nenhum rastreador encontrado para este veículo."', async ({ page }) => {
  await entrar(page);
  const id = await novoVeiculo(page);
  await page.goto(`/veiculos/${id}/rastreadores`);
  await expect(page.getByText('Nenhum rastreador encontrado para este veículo.')).toBeVisible();
});

test('an unknown vehicle has no report, its payments and statement pages say so too, and a path with no screen is not blank', async ({ page }) => {
  await entrar(page);
  for (const [path, lista] of [
    ['/veiculos/999999/relatorio', '/veiculos'],
    ['/veiculos/999999/pagamentos', '/veiculos'],
    ['/motoristas/999999/extrato', '/motoristas'],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole('alert')).toContainText('Registro não encontrado.');
    await expect(page.getByRole('main').getByRole('link', { name: 'Voltar', exact: true })).toHaveAttribute('href', lista!);
  }
  await page.goto('/veiculos/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
});
