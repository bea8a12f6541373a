import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje, maisDias } from '../support/dias';

/** The "Total recebido em aluguéis" figure (a description list: its label and its value). */
const totalRecebido = (page: Page) => page.locator('dl', { has: page.getByText('Total recebido em aluguéis', { exact: true }) });

test('from the vehicle report to its payments: the total received counts only pago, and the table lists every contract\'s payments', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const antes = await dados.motorista({ nome: 'Caio Nunes' });
  const agora = await dados.motorista({ nome: 'Lia Torres' });
  const dia = hoje();
  const antigo = await dados.contrato({
    veiculo_id: veiculo.id,
    motorista_id: antes.id,
    data_inicio: maisDias(dia, -63),
    data_fim: maisDias(dia, -36),
    valor_aluguel: 600,
    status_contrato: 'finalizado',
  });
  await dados.pagamento({ contrato_id: antigo.id, data_prevista: maisDias(dia, -63), data_pagamento: maisDias(dia, -63), valor_pago: 600.25, status_pagamento: 'pago' });
  await dados.pagamento({ contrato_id: antigo.id, data_prevista: maisDias(dia, -56), valor_pago: 600, status_pagamento: 'cancelado' });
  // signed today for a start four weeks ago: the server charges from today, next to the weeks typed below
  const atual = await dados.contrato({ veiculo_id: veiculo.id, motorista_id: agora.id, data_inicio: maisDias(dia, -28), valor_aluguel: 750 });
  await dados.pagamento({ contrato_id: atual.id, data_prevista: maisDias(dia, -28), data_pagamento: maisDias(dia, -27), valor_pago: 750, status_pagamento: 'pago' });
  await dados.pagamento({ contrato_id: atual.id, data_prevista: maisDias(dia, -21), valor_pago: 750, status_pagamento: 'atrasado' });

  await page.goto('/veiculos');
  await page.getByRole('searchbox').fill(veiculo.placa);
  await page.getByRole('row', { name: new RegExp(veiculo.placa) }).getByRole('cell').first().click();
  await expect(page).toHaveURL(new RegExp(`/veiculos/${veiculo.id}/relatorio$`));
  const card = page.getByRole('link', { name: /Aluguéis pagos/ });
  await expect(card).toContainText('R$ 1.350,25');
  await card.click();

  await expect(page).toHaveURL(new RegExp(`/veiculos/${veiculo.id}/pagamentos$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pagamentos do veículo' })).toBeVisible();
  await expect(page.getByText(`${veiculo.placa} — ONIX CHEVROLET`)).toBeVisible();
  await expect(totalRecebido(page)).toContainText('R$ 1.350,25');

  await expect(page.getByRole('columnheader')).toHaveText(['ID', 'Tipo', 'Data prevista', 'Data do pagamento', 'Valor', 'Status']);
  const linhas = page.getByRole('row').filter({ has: page.getByRole('cell') });
  // newest first, like every list: the two typed last, the charges the current contract made on signing (next
  // week's after today's), then the old contract's two
  await expect(linhas).toHaveCount(6);
  const esperado: [string, string, string, string][] = [
    [maisDias(dia, -21), '-', 'R$ 750,00', 'atrasado'],
    [maisDias(dia, -28), dataBr(maisDias(dia, -27)), 'R$ 750,00', 'pago'],
    [maisDias(dia, 7), '-', 'R$ 750,00', 'pendente'],
    [dia, '-', 'R$ 750,00', 'pendente'],
    [maisDias(dia, -56), '-', 'R$ 600,00', 'cancelado'],
    [maisDias(dia, -63), dataBr(maisDias(dia, -63)), 'R$ 600,25', 'pago'],
  ];
  for (const [i, [prevista, pagamento, valor, status]] of esperado.entries()) {
    const celulas = linhas.nth(i).getByRole('cell');
    await expect(celulas.nth(0)).toHaveText(/^\d+$/);
    // the charges here are rent: what the total counts
    await expect(celulas.nth(1)).toHaveText('Aluguel');
    await expect(celulas.nth(2)).toHaveText(dataBr(prevista));
    await expect(celulas.nth(3)).toHaveText(pagamento);
    await expect(celulas.nth(4)).toHaveText(valor);
    await expect(celulas.nth(5)).toHaveText(status);
  }

  await page.getByRole('link', { name: 'Relatório do veículo' }).click();
  await expect(page).toHaveURL(new RegExp(`/veiculos/${veiculo.id}/relatorio$`));
});

test('a vehicle never rented says "Nenhum pagamento encontrado" and a total of R$ 0,00', async ({ page }) => {
  await entrar(page);
  const veiculo = await (await api(page)).veiculo();
  await page.goto(`/veiculos/${veiculo.id}/pagamentos`);
  await expect(page.getByText('Nenhum pagamento encontrado')).toBeVisible();
  await expect(totalRecebido(page)).toContainText('R$ 0,00');
});

test('recording a payment shows up in the vehicle\'s total received', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Davi Rocha' });
  await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: hoje(), valor_aluguel: 480.9 });

  await page.goto(`/veiculos/${veiculo.id}/pagamentos`);
  await expect(totalRecebido(page)).toContainText('R$ 0,00');
  await page.goto('/pagamentos');
  await page.getByRole('searchbox', { name: 'Buscar pagamentos por placa ou motorista' }).fill(veiculo.placa);
  const deHoje = page.getByRole('row').filter({ hasText: dataBr(hoje()) }).filter({ hasText: veiculo.placa });
  await deHoje.getByRole('button', { name: /^Registrar recebimento/ }).click();
  await page.getByRole('dialog', { name: 'Registrar recebimento' }).getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Recebimento registrado').first()).toBeVisible();

  await page.goto(`/veiculos/${veiculo.id}/pagamentos`);
  await expect(totalRecebido(page)).toContainText('R$ 480,90');
});
