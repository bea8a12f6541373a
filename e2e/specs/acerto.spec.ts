import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje, maisDias } from '../support/dias';
import { escolher } from '../support/formulario';

const buscarPagamentos = (page: Page, placa: string) => page.getByRole('searchbox', { name: 'Buscar pagamentos por placa ou motorista' }).fill(placa);

/** The settlement's figures as the dialog lists them, "Débitos: R$ 650,50" each. */
async function figuras(lista: ReturnType<Page['getByLabel']>): Promise<string[]> {
  return lista.locator('dt').evaluateAll((termos) => termos.map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent?.replace(/\s/g, ' ')}`));
}

/**
 * "Encerrar contrato" clicked once the edit page has settled: the form shows the contract, the Histórico below it
 * its rows and the Vistorias their state. Clicked while they load, the button moved under the pointer on a busy machine and the click opened nothing.
 */
async function abrirEncerramento(page: Page, caucao: string): Promise<void> {
  await expect(page.getByLabel('Caução (R$)')).toHaveValue(caucao);
  await expect(page.getByRole('region', { name: 'Histórico' })).toContainText(/criou o registro/);
  await expect(page.getByRole('region', { name: 'Vistorias' }).getByRole('link', { name: 'Vistoria de entrega' })).toBeVisible();
  await page.getByRole('button', { name: 'Encerrar contrato' }).click();
  await expect(page.getByRole('dialog', { name: 'Encerrar contrato' })).toBeVisible();
}

test('a settlement from start to end: a contract with caução, the caução paid, "Encerrar contrato" with its preview and result', async ({ page }) => {
  // a contract, its caução paid, the edit form (with its Histórico) and the settlement: past 30 s on a busy machine
  test.slow();
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Caio Teixeira' });
  const dia = hoje();

  // signed today with a R$ 700,00 deposit: the caução charge and this week's and next week's rent
  await page.goto('/contratos/novo');
  await escolher(page, 'Motorista', motorista.cpf, /Caio Teixeira/);
  await escolher(page, 'Veículo', veiculo.placa.replace('-', '').toLowerCase(), veiculo.placa);
  await page.getByLabel('Data de início').fill(dia);
  await page.getByLabel('Aluguel semanal (R$)').fill('650,50');
  await expect(page.getByLabel('Caução (R$)')).toHaveValue('R$ 0,00');
  await page.getByLabel('Caução (R$)').fill('700');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Contrato cadastrado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/contratos\/\d+\/editar\?novo=1$/, { timeout: 5_000 });

  // the driver pays the caução at the counter
  await page.goto('/pagamentos');
  await buscarPagamentos(page, veiculo.placa);
  await expect(page.getByRole('row', { name: new RegExp(veiculo.placa) })).toHaveCount(3);
  await page.getByLabel('Tipo').selectOption('caucao');
  const caucao = page.getByRole('row', { name: new RegExp(veiculo.placa) });
  await expect(caucao).toHaveCount(1);
  await expect(caucao.getByText('Caução', { exact: true })).toBeVisible();
  await caucao.getByRole('button', { name: /^Registrar recebimento/ }).click();
  const recebimento = page.getByRole('dialog', { name: 'Registrar recebimento' });
  await expect(recebimento.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$ 700,00');
  await recebimento.getByRole('button', { name: 'Registrar' }).click();
  await expect(recebimento.getByRole('link', { name: 'Imprimir recibo' })).toBeVisible();
  await recebimento.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(caucao.getByText('pago', { exact: true })).toBeVisible();

  // the contract ends today: today's rent is owed, the deposit pays it and the rest goes back
  const contrato = (await (await page.request.get(`/api/contratos?q=${veiculo.placa}`, { headers: dados.headers })).json())[0] as { id: number };
  await page.goto(`/contratos/${contrato.id}/editar`);
  await expect(page.getByLabel('Caução (R$)')).not.toBeEditable();
  await abrirEncerramento(page, 'R$ 700,00');
  const encerrar = page.getByRole('dialog', { name: 'Encerrar contrato' });
  await expect(encerrar.getByLabel('Data de término')).toHaveValue(dia);
  const previa = encerrar.getByLabel('Prévia do acerto');
  await expect(previa).toContainText('Saldo devedor');
  expect(await figuras(previa)).toEqual([
    'Débitos: R$ 650,50',
    'Caução recebida: R$ 700,00',
    'Abatido: R$ 650,50',
    'A devolver: R$ 49,50',
    'Saldo devedor: R$ 0,00',
  ]);
  // a week later, next week's rent would be owed too: the preview follows the date
  await encerrar.getByLabel('Data de término').fill(maisDias(dia, 7));
  // and today's rent 7 days late, with its encargos: 13,01 of multa + 1,52 of juros
  await expect.poll(() => figuras(previa)).toContain('Débitos: R$ 1.315,53');
  await encerrar.getByLabel('Data de término').fill(dia);
  await expect.poll(() => figuras(previa)).toContain('A devolver: R$ 49,50');

  await encerrar.getByRole('button', { name: 'Confirmar encerramento' }).click();
  await expect(page.getByText('Contrato encerrado').first()).toBeVisible();
  await expect(encerrar).toContainText(`Contrato encerrado em ${dataBr(dia)}.`);
  expect(await figuras(encerrar.getByLabel('Acerto do contrato'))).toContain('A devolver: R$ 49,50');
  await encerrar.getByRole('button', { name: 'Voltar para contratos' }).click();
  await expect(page).toHaveURL(/\/contratos$/);
  await page.getByRole('searchbox', { name: 'Buscar contratos por placa ou motorista' }).fill(veiculo.placa);
  await expect(page.getByRole('row', { name: new RegExp(veiculo.placa) }).getByText('finalizado', { exact: true })).toBeVisible();

  // the result: today's rent paid by the deposit, next week's cancelled, the refund on the contract, and no second settlement
  await page.goto('/pagamentos');
  await buscarPagamentos(page, veiculo.placa);
  const aluguel = (prevista: string) => page.getByRole('row', { name: new RegExp(veiculo.placa) }).filter({ hasText: dataBr(prevista) }).filter({ hasText: 'Aluguel' });
  await expect(aluguel(dia).getByText('pago', { exact: true })).toBeVisible();
  await expect(aluguel(maisDias(dia, 7)).getByText('cancelado', { exact: true })).toBeVisible();
  const final = (await (await page.request.get(`/api/contratos/${contrato.id}`, { headers: dados.headers })).json()) as { caucao_devolvida: number; status_contrato: string };
  expect(final).toMatchObject({ caucao_devolvida: 49.5, status_contrato: 'finalizado' });
  const denovo = await page.request.post(`/api/contratos/${contrato.id}/encerrar`, { headers: dados.headers, data: { data_fim: dia } });
  expect(denovo.status()).toBe(409);
});

test('closing a contract with an open fine due after the end: the preview counts it, the caução pays it and only the rest goes back', async ({ page }) => {
  test.slow();
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Davi Moreira' });
  const dia = hoje();
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(dia, -3), valor_caucao: 1000 })) as { id: number };
  const cobrancas = async (tipo: string) =>
    (await (await page.request.get(`/api/pagamentos?contrato_id=${contrato.id}&tipo=${tipo}`, { headers: dados.headers })).json()) as { id: number }[];
  const [caucao] = await cobrancas('caucao');
  const pago = await page.request.post(`/api/pagamentos/${caucao!.id}/recebimentos`, {
    headers: dados.headers,
    data: { valor: 1000, data_pagamento: maisDias(dia, -3), forma_pagamento: 'pix' },
  });
  expect(pago.status(), await pago.text()).toBe(201);
  // a fine of yesterday, billed to the driver, due in three weeks: after the end date
  const vencimento = maisDias(dia, 22);
  await dados.multa({
    veiculo_id: veiculo.id,
    motorista_id: motorista.id,
    data_multa: `${maisDias(dia, -1)}T15:00:00Z`,
    data_vencimento: `${vencimento}T15:00:00Z`,
    valor_multa: 195.23,
    motivo: 'Avançar o sinal vermelho',
    transferido_para_condutor: true,
    valor_cobrado_motorista: 195.23,
  });

  await page.goto(`/contratos/${contrato.id}/editar`);
  await abrirEncerramento(page, 'R$ 1.000,00');
  const encerrar = page.getByRole('dialog', { name: 'Encerrar contrato' });
  const previa = encerrar.getByLabel('Prévia do acerto');
  await expect(encerrar.getByRole('list', { name: 'Cobranças em aberto do contrato' })).toContainText(`Multa · venc. ${dataBr(vencimento)}`);
  await expect.poll(() => figuras(previa)).toEqual([
    'Débitos: R$ 195,23',
    'Caução recebida: R$ 1.000,00',
    'Abatido: R$ 195,23',
    'A devolver: R$ 804,77',
    'Saldo devedor: R$ 0,00',
  ]);
  await encerrar.getByRole('button', { name: 'Confirmar encerramento' }).click();
  await expect(encerrar).toContainText(`Contrato encerrado em ${dataBr(dia)}.`);
  expect(await figuras(encerrar.getByLabel('Acerto do contrato'))).toContain('A devolver: R$ 804,77');
  const [multa] = (await (await page.request.get(`/api/pagamentos?contrato_id=${contrato.id}&tipo=multa`, { headers: dados.headers })).json()) as { status_pagamento: string }[];
  expect(multa?.status_pagamento).toBe('pago');
  const final = (await (await page.request.get(`/api/contratos/${contrato.id}`, { headers: dados.headers })).json()) as { caucao_devolvida: number };
  expect(final.caucao_devolvida).toBe(804.77);
});
