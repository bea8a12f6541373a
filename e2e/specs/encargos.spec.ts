import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje, maisDias } from '../support/dias';
import { altura } from '../support/alvo';

// Late charges (issue 36): the administrador sets the terms in Empresa, an overdue rent shows its encargos on the
// payments list, a receipt of rent + encargos pays the rent and makes a paid "Encargos por atraso" charge apart.
// The worker's server is shared with the other specs: the terms end as the defaults (2%, 1% a month, no grace).
test.use({ viewport: { width: 390, height: 844 } });

/** Saves the terms in Empresa as a person types them; the first save also needs the CNPJ and the UF. */
async function salvarTermos(page: Page, { multa, juros, carencia }: { multa: string; juros: string; carencia: string }, salvo = 'Dados da empresa salvos.') {
  await page.goto('/empresa');
  await expect(page.getByRole('heading', { level: 1, name: 'Empresa' })).toBeVisible();
  const cnpj = page.getByLabel('CNPJ');
  await expect(page.getByLabel('Razão social')).not.toHaveValue('');
  if ((await cnpj.inputValue()) === '') await cnpj.fill('11.222.333/0001-81');
  if ((await page.getByLabel('UF').inputValue()) === '') await page.getByLabel('UF').selectOption('SP');
  await page.getByLabel('Multa por atraso (%)').fill(multa);
  await page.getByLabel('Juros de mora (% ao mês)').fill(juros);
  await page.getByLabel('Carência (dias)').fill(carencia);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(salvo).first()).toBeVisible();
}

test('an overdue rent’s encargos on the list, received with the rent, the paid encargos charge apart', async ({ page }) => {
  await entrar(page);
  // a grace of 3 days: a rent 2 days late has none yet; one 6 days late counts them from its due date
  // above the 2% the law allows, refused before the API
  await salvarTermos(page, { multa: '3', juros: '1', carencia: '3' }, 'A multa por atraso vai de 0% a 2%');
  try {
    await salvarTermos(page, { multa: '2', juros: '1', carencia: '3' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await altura(page.getByLabel('Carência (dias)'))).toBeGreaterThanOrEqual(44);

    const dados = await api(page);
    const dia = hoje();
    const veiculo = await dados.veiculo();
    const motorista = await dados.motorista({ nome: 'Vera Lúcia Prado' });
    const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(dia, -20), valor_aluguel: 1650 })) as { id: number };
    await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(dia, -6), valor_pago: 1650, status_pagamento: 'atrasado' });
    await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(dia, -2), valor_pago: 1650, status_pagamento: 'atrasado' });

    await page.goto('/pagamentos');
    await page.getByRole('searchbox', { name: 'Buscar pagamentos por placa ou motorista' }).fill(veiculo.placa);
    const cartao = (vencimento: string) => page.getByRole('listitem').filter({ hasText: veiculo.placa }).filter({ hasText: dataBr(vencimento) });
    const antigo = cartao(maisDias(dia, -6));
    // 1.650 × 2% + 1.650 × 1% ÷ 30 × 6 days
    await expect(antigo.getByText('Encargos R$ 36,30')).toBeVisible();
    await expect(cartao(maisDias(dia, -2))).toHaveCount(1);
    await expect(cartao(maisDias(dia, -2)).getByText(/^Encargos/)).toHaveCount(0);

    await antigo.getByRole('button', { name: /^Registrar recebimento/ }).click();
    const dialogo = page.getByRole('dialog', { name: 'Registrar recebimento' });
    await expect(dialogo).toContainText('saldo R$ 1.650,00 · encargos R$ 36,30');
    await expect(dialogo.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$ 1.686,30');
    await expect(dialogo.getByText('R$ 1.650,00 de aluguel + R$ 36,30 de encargos')).toBeVisible();
    await dialogo.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption('dinheiro');
    await dialogo.getByRole('button', { name: 'Registrar' }).click();
    await expect(dialogo.getByText(/Recebimento registrado: R\$\s1\.650,00 \+ R\$\s36,30 de encargos em/)).toBeVisible();
    await dialogo.getByText('Fechar', { exact: true }).click();

    // the rent is paid, and its encargos are a paid charge of their own, due and paid today
    const pago = cartao(maisDias(dia, -6));
    await expect(pago.getByText('Pago')).toBeVisible();
    await expect(pago.getByText(/^Encargos R\$/)).toHaveCount(0);
    const encargos = page.getByRole('listitem').filter({ hasText: veiculo.placa }).filter({ hasText: 'Encargos por atraso' });
    await expect(encargos).toHaveCount(1);
    await expect(encargos).toContainText(dataBr(dia));
    await expect(encargos.getByText('Pago')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await salvarTermos(page, { multa: '2', juros: '1', carencia: '0' });
  }
});
