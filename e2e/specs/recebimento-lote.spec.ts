import { expect, test } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje, maisDias } from '../support/dias';
import { altura } from '../support/alvo';

// A driver who pays three weeks at once (issue 31): one payment from the extrato, spread oldest due first, and one
// recibo listing the three charges; its estorno reopens them.

test('pays three overdue weeks at once from the extrato and prints one recibo listing the three charges', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Lia Tavares' });
  const dia = hoje();
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(dia, -21) })) as { id: number };
  const semanas = [-21, -14, -7].map((d) => maisDias(dia, d));
  const cobrancas: { id: number }[] = [];
  for (const data_prevista of semanas) {
    cobrancas.push((await dados.pagamento({ contrato_id: contrato.id, data_prevista, valor_pago: 650, status_pagamento: 'atrasado' })) as { id: number });
  }
  // the weeks' late charges waived: this is the spread of one payment (encargos.spec.ts has the encargos)
  for (const { id } of cobrancas) {
    const isencao = await page.request.post(`/api/pagamentos/${id}/isentar-encargos`, { headers: dados.headers, data: { motivo: 'Acordo com o motorista' } });
    expect(isencao.status(), await isencao.text()).toBe(200);
  }

  await page.goto(`/motoristas/${motorista.id}/extrato`);
  await expect(page.getByRole('heading', { level: 1, name: `Extrato — ${motorista.nome}` })).toBeVisible();
  const receber = page.getByRole('button', { name: `Receber de ${motorista.nome}` });
  await expect(receber).toHaveText('Receber');
  expect(await altura(receber)).toBeGreaterThanOrEqual(44);
  await receber.click();

  const dialogo = page.getByRole('dialog', { name: `Receber de ${motorista.nome}` });
  const valor = dialogo.getByRole('textbox', { name: 'Valor' });
  await expect(valor).toBeVisible();
  await valor.fill('1950');
  await dialogo.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption('dinheiro');
  await dialogo.getByRole('button', { name: 'Registrar' }).click();

  // the allocation: each week in full, oldest first
  const pagas = dialogo.getByRole('list', { name: 'Cobranças pagas' }).getByRole('listitem');
  await expect(pagas).toHaveCount(3);
  for (const [i, data] of semanas.entries()) {
    await expect(pagas.nth(i)).toContainText(`Aluguel — ${veiculo.placa}, vencimento ${dataBr(data)}`);
    await expect(pagas.nth(i)).toContainText('R$ 650,00');
  }
  // the extrato behind the (modal) dialog already shows the three receipts, one credit line per charge
  const lancamentos = page.getByRole('region', { name: 'Lançamentos', includeHidden: true }).getByRole('row', { includeHidden: true });
  await expect(lancamentos.filter({ hasText: 'Recebimento (Dinheiro)' })).toHaveCount(3);
  for (const { id } of cobrancas) {
    const cobranca = (await (await page.request.get(`/api/pagamentos/${id}`, { headers: dados.headers })).json()) as { status_pagamento: string };
    expect(cobranca.status_pagamento).toBe('pago');
  }

  await dialogo.getByRole('link', { name: 'Imprimir recibo' }).click();
  await expect(page).toHaveURL(new RegExp(`/pagamentos/motoristas/${motorista.id}/recebimentos/\\d+/recibo$`));
  const recibo = page.getByRole('article', { name: /^Recibo nº L\d+$/ });
  await expect(recibo).toContainText('R$ 1.950,00');
  await expect(recibo).toContainText('(mil novecentos e cinquenta reais)');
  await expect(recibo).toContainText(`Recebemos de: ${motorista.nome}`);
  await expect(recibo).toContainText(`CPF: ${motorista.cpf}`);
  await expect(recibo).toContainText('Forma de pagamento: Dinheiro');
  await expect(recibo).toContainText(`Data do pagamento: ${dataBr(dia)}`);
  const itens = recibo.getByRole('region', { name: 'Cobranças pagas' }).getByRole('row');
  // the header and the three charges
  await expect(itens).toHaveCount(4);
  for (const [i, data] of semanas.entries()) {
    await expect(itens.nth(i + 1)).toContainText(`Aluguel (${dataBr(data)} a ${dataBr(maisDias(data, 6))})`);
    await expect(itens.nth(i + 1)).toContainText(veiculo.placa);
    await expect(itens.nth(i + 1)).toContainText('R$ 650,00');
  }
  await expect(recibo.getByTestId('recibo-total')).toHaveText(/Total: R\$\s1\.950,00/);

  await page.evaluate(() => {
    (window as unknown as { impressoes: number }).impressoes = 0;
    window.print = () => void ((window as unknown as { impressoes: number }).impressoes += 1);
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  expect(await page.evaluate(() => (window as unknown as { impressoes: number }).impressoes)).toBe(1);
  // printed, the page is the receipt alone
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(recibo).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const enderecoDoRecibo = page.url();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(new RegExp(`/motoristas/${motorista.id}/extrato$`));

  // "Estornar" on the recibo reverses every part: the three weeks are overdue again
  await page.goto(enderecoDoRecibo);
  await page.getByRole('button', { name: 'Estornar' }).click();
  const confirmar = page.getByRole('alertdialog', { name: 'Estornar pagamento' });
  await expect(confirmar).toContainText(`Estornar o pagamento de R$ 1.950,00 de ${motorista.nome}`);
  await confirmar.getByRole('button', { name: 'Estornar' }).click();
  await expect(page).toHaveURL(new RegExp(`/motoristas/${motorista.id}/extrato$`));
  await expect(page.getByRole('region', { name: 'Lançamentos' }).getByRole('row').filter({ hasText: 'Recebimento (Dinheiro)' })).toHaveCount(0);
  for (const { id } of cobrancas) {
    const cobranca = (await (await page.request.get(`/api/pagamentos/${id}`, { headers: dados.headers })).json()) as { status_pagamento: string; saldo: number };
    expect(cobranca).toMatchObject({ status_pagamento: 'atrasado', saldo: 650 });
  }
});
