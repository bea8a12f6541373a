import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje, maisDias } from '../support/dias';
import { altura, separados } from '../support/alvo';

// A phone first: the person at the counter records what the driver hands over.
test.use({ viewport: { width: 390, height: 844 } });

/** A contract that started two weeks ago with last week's rent overdue (typed by a person), on a car of this run. */
async function aluguelAtrasado(page: Page) {
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Rita Moraes' });
  const dia = hoje();
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(dia, -14), valor_aluguel: 650.5 })) as { id: number };
  const cobranca = (await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(dia, -7), valor_pago: 650.5, status_pagamento: 'atrasado' })) as { id: number };
  // its late charges waived: these are receipts of the rent itself (encargos.spec.ts has the encargos)
  const isencao = await page.request.post(`/api/pagamentos/${cobranca.id}/isentar-encargos`, { headers: dados.headers, data: { motivo: 'Acordo com o motorista' } });
  expect(isencao.status(), await isencao.text()).toBe(200);
  return { dados, veiculo, motorista, dia, cobranca };
}

async function linhaDaCobranca(page: Page, placa: string, dia: string) {
  await page.getByRole('searchbox', { name: 'Buscar pagamentos por placa ou motorista' }).fill(placa);
  // below md the payments are cards
  const linha = page.getByRole('listitem').filter({ hasText: placa }).filter({ hasText: dataBr(dia) });
  await expect(linha).toHaveCount(1);
  return linha;
}

test('a partial receipt on a phone: the Saldo changes, the charge stays atrasado', async ({ page }) => {
  await entrar(page);
  const { veiculo, dia, cobranca } = await aluguelAtrasado(page);
  await page.goto('/pagamentos');
  const linha = await linhaDaCobranca(page, veiculo.placa, maisDias(dia, -7));
  await expect(linha.getByText('Aluguel', { exact: true })).toBeVisible();

  await linha.getByRole('button', { name: /^Registrar recebimento/ }).click();
  const dialogo = page.getByRole('dialog', { name: 'Registrar recebimento' });
  await expect(dialogo).toContainText(`${veiculo.placa} — Rita Moraes · vencimento ${dataBr(maisDias(dia, -7))} · saldo R$ 650,50`);
  const valor = dialogo.getByRole('textbox', { name: 'Valor' });
  await expect(valor).toHaveValue('R$ 650,50');
  await expect(dialogo.getByLabel('Data')).toHaveValue(dia);
  await expect(dialogo.getByRole('combobox', { name: 'Forma de pagamento' })).toHaveValue('pix');
  // the demo has a Pix receiver: the QR of the saldo and its copia-e-cola
  await expect(dialogo.getByRole('img', { name: /QR Code Pix de R\$\s650,50/ })).toBeVisible();
  await expect(dialogo.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  await expect(dialogo.getByTestId('pix-copia-e-cola')).toContainText('br.gov.bcb.pix');

  // it fits the phone, and its controls are 44 px tall
  const caixa = await dialogo.boundingBox();
  expect(caixa!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const controle of [valor, dialogo.getByRole('combobox', { name: 'Forma de pagamento' }), dialogo.getByRole('button', { name: 'Registrar' })]) {
    expect(await altura(controle)).toBeGreaterThanOrEqual(44);
  }

  // a partial Pix: the QR and "Copiar código" follow the amount typed, and the code asks for that amount
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await valor.fill('300,00');
  await expect(dialogo.getByRole('img', { name: /QR Code Pix de R\$\s300,00/ })).toBeVisible();
  await expect(dialogo.getByTestId('pix-copia-e-cola')).toContainText('5406300.00');
  await dialogo.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Código Pix copiado').first()).toBeVisible();
  // the toast stays clear of the sheet's title
  await expect.poll(() => separados(page.getByText('Código Pix copiado').first(), dialogo.getByRole('heading', { name: 'Registrar recebimento' }))).toBe(true);
  const copiado = await page.evaluate(() => navigator.clipboard.readText());
  // tag 54 (the amount) and, in tag 62, the txid FROTA<charge id>
  expect(copiado).toContain('5406300.00');
  expect(copiado).toContain(`05${String(`FROTA${cobranca.id}`.length).padStart(2, '0')}FROTA${cobranca.id}`);
  expect(copiado).not.toContain('5406650.50');
  // above the saldo, no code: the dialog says which amounts have one
  await valor.fill('700,00');
  await expect(dialogo.getByText(/^Informe um valor entre R\$\s0,01 e R\$\s650,50 para gerar o QR Pix\.$/)).toBeVisible();
  await expect(dialogo.getByRole('img', { name: /QR Code Pix/ })).toHaveCount(0);
  await expect(dialogo.getByRole('button', { name: 'Copiar código' })).toHaveCount(0);

  await valor.fill('200,50');
  await expect(dialogo.getByRole('img', { name: /QR Code Pix de R\$\s200,50/ })).toBeVisible();
  await dialogo.getByRole('combobox', { name: 'Forma de pagamento' }).selectOption('dinheiro');
  await dialogo.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Recebimento registrado').first()).toBeVisible();
  await expect(dialogo.getByRole('link', { name: 'Imprimir recibo' })).toBeVisible();
  await dialogo.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(dialogo).toHaveCount(0);

  // the card's figure is the open balance, and its action offers what is still owed
  await expect(linha).toContainText('R$ 450,00');
  await expect(linha.getByText('atrasado', { exact: true })).toHaveAttribute('data-tone', 'error');
  await expect(linha.getByRole('button', { name: /^Registrar recebimento de .+, R\$\s450,00$/ })).toBeVisible();
});

test('the recibo shows the value in words and prints; an estorno reopens the saldo', async ({ page }) => {
  await entrar(page);
  const { dados, veiculo, motorista, dia, cobranca } = await aluguelAtrasado(page);
  const resposta = await page.request.post(`/api/pagamentos/${cobranca.id}/recebimentos`, {
    headers: dados.headers,
    data: { valor: 640.5, data_pagamento: dia, forma_pagamento: 'pix' },
  });
  expect(resposta.status(), await resposta.text()).toBe(201);
  const recebimento = (await resposta.json()) as { id: number };

  await page.goto(`/pagamentos/${cobranca.id}/editar`);
  const secao = page.getByRole('region', { name: 'Recebimentos' });
  const item = secao.getByRole('listitem', { name: `Recebimento ${recebimento.id}` });
  await expect(item).toContainText(`${dataBr(dia)} · Pix · R$ 640,50`);
  await item.getByRole('link', { name: 'Imprimir recibo' }).click();

  await expect(page).toHaveURL(new RegExp(`/pagamentos/${cobranca.id}/recebimentos/${recebimento.id}/recibo$`));
  const recibo = page.getByRole('article', { name: `Recibo nº ${recebimento.id}` });
  await expect(recibo).toContainText('R$ 640,50');
  await expect(recibo).toContainText('(seiscentos e quarenta reais e cinquenta centavos)');
  await expect(recibo).toContainText('Locadora Exemplo');
  await expect(recibo).toContainText(`Recebemos de: ${motorista.nome}`);
  await expect(recibo).toContainText(`CPF: ${motorista.cpf}`);
  await expect(recibo).toContainText(`Veículo: ${veiculo.placa}`);
  await expect(recibo).toContainText(`Período: ${dataBr(maisDias(dia, -7))} a ${dataBr(maisDias(dia, -1))}`);
  await expect(recibo).toContainText('Forma de pagamento: Pix');
  await expect(recibo).toContainText(`Data do pagamento: ${dataBr(dia)}`);
  await expect(recibo).toContainText('Pagamento parcial — saldo restante R$ 10,00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

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
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  await expect(recibo).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(new RegExp(`/pagamentos/${cobranca.id}/editar$`));
  await page.getByRole('region', { name: 'Recebimentos' }).getByRole('button', { name: 'Estornar' }).click();
  const confirmar = page.getByRole('alertdialog');
  await expect(confirmar).toContainText(`Estornar o recebimento de R$ 640,50 de ${motorista.nome}`);
  await confirmar.getByRole('button', { name: 'Estornar' }).click();
  await expect(page.getByText('Recebimento estornado')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recebimentos' })).toContainText('Nenhum recebimento registrado.');
  const depois = (await (await page.request.get(`/api/pagamentos/${cobranca.id}`, { headers: dados.headers })).json()) as { saldo: number; status_pagamento: string };
  expect(depois).toMatchObject({ saldo: 650.5, status_pagamento: 'atrasado' });
});
