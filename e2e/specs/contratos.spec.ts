import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje, maisDias } from '../support/dias';
import { escolher } from '../support/formulario';

async function linhaDoContrato(page: Page, placa: string) {
  await page.getByRole('searchbox', { name: 'Buscar contratos por placa ou motorista' }).fill(placa);
  const linha = page.getByRole('row', { name: new RegExp(placa) });
  await expect(linha).toHaveCount(1);
  return linha;
}

test('sign a contract with driver and vehicle from searchable selects, see it listed, its weekly charges appear, and edit it', async ({ page }) => {
  // four pages and two saves, the edit form's Histórico included: more than 30 s when every core is busy
  test.slow();
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Joana Prado' });
  const inicio = hoje();

  await page.goto('/contratos');
  await expect(page.getByRole('heading', { level: 1, name: 'Contratos' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/contratos\/novo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo contrato' })).toBeVisible();

  await escolher(page, 'Motorista', motorista.cpf, /Joana Prado/);
  await escolher(page, 'Veículo', veiculo.placa.replace('-', '').toLowerCase(), veiculo.placa);
  await page.getByLabel('Data de início').fill(inicio);
  await page.getByLabel('Aluguel semanal (R$)').fill('650.50');
  await expect(page.getByLabel('Status')).toHaveValue('ativo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Contrato cadastrado com sucesso!')).toBeVisible();
  // a new contract goes on to its own page, for the vistoria de entrega (vistoria-contrato.spec.ts)
  await expect(page).toHaveURL(/\/contratos\/\d+\/editar\?novo=1$/, { timeout: 5_000 });

  await page.goto('/contratos');
  const linha = await linhaDoContrato(page, veiculo.placa);
  await expect(linha).toContainText('Joana Prado');
  await expect(linha).toContainText(dataBr(inicio));
  await expect(linha).toContainText('Indeterminado');
  await expect(linha).toContainText('R$ 650,50');
  const chip = linha.getByText('ativo', { exact: true });
  await expect(chip).toHaveAttribute('data-tone', 'success');
  // green: the chip's text colour has more green than red and blue
  const cor = await chip.evaluate((el) => getComputedStyle(el).color.match(/\d+/g)?.map(Number) ?? []);
  expect(cor[1]).toBeGreaterThan(cor[0]!);
  expect(cor[1]).toBeGreaterThan(cor[2]!);

  // the server charged this week and the next as soon as the contract was saved
  await page.goto('/pagamentos');
  await page.getByRole('searchbox', { name: 'Buscar pagamentos por placa ou motorista' }).fill(veiculo.placa);
  const cobrancas = page.getByRole('row', { name: new RegExp(veiculo.placa) });
  await expect(cobrancas).toHaveCount(2);
  await expect(cobrancas.nth(0)).toContainText(dataBr(maisDias(inicio, 7)));
  await expect(cobrancas.nth(1)).toContainText(dataBr(inicio));
  for (const cobranca of await cobrancas.all()) {
    await expect(cobranca).toContainText('R$ 650,50');
    await expect(cobranca.getByText('pendente', { exact: true })).toHaveAttribute('data-tone', 'warning');
  }

  await page.goto('/contratos');
  await (await linhaDoContrato(page, veiculo.placa)).getByRole('link', { name: `Editar ${veiculo.placa} — Joana Prado` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar contrato' })).toBeVisible();
  await expect(page.getByLabel('Aluguel semanal (R$)')).toHaveValue('R$ 650,50');
  await page.getByLabel('Aluguel semanal (R$)').fill('700');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Contrato atualizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/contratos$/, { timeout: 5_000 });
  await expect(await linhaDoContrato(page, veiculo.placa)).toContainText('R$ 700,00');
});

test('a car cannot be rented twice at once: "Veículo já possui contrato ativo"', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const primeiro = await dados.motorista({ nome: 'Paulo Reis' });
  await dados.motorista({ nome: 'Rita Campos' });
  await dados.contrato({ veiculo_id: veiculo.id, motorista_id: primeiro.id, data_inicio: maisDias(hoje(), -30), valor_aluguel: 600 });

  await page.goto('/contratos/novo');
  await escolher(page, 'Motorista', 'Rita Campos');
  await escolher(page, 'Veículo', veiculo.placa);
  await page.getByLabel('Data de início').fill(hoje());
  await page.getByLabel('Aluguel semanal (R$)').fill('650');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Veículo já possui contrato ativo' })).toBeVisible();
  await expect(page).toHaveURL(/\/contratos\/novo$/);
});

test('delete asks first; a contract with a recorded payment is kept with the reason', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const motorista = await dados.motorista({ nome: 'Sergio Alves' });
  const livre = await dados.veiculo();
  const pago = await dados.veiculo();
  // starts next month: no weekly charge yet
  await dados.contrato({ veiculo_id: livre.id, motorista_id: motorista.id, data_inicio: maisDias(hoje(), 30), valor_aluguel: 500 });
  const comPagamento = await dados.contrato({ veiculo_id: pago.id, motorista_id: motorista.id, data_inicio: maisDias(hoje(), -60), data_fim: maisDias(hoje(), -40), valor_aluguel: 500, status_contrato: 'finalizado' });
  await dados.pagamento({ contrato_id: comPagamento.id, data_prevista: maisDias(hoje(), -60), data_pagamento: maisDias(hoje(), -60), valor_pago: 500, status_pagamento: 'pago' });

  await page.goto('/contratos');
  const linha = await linhaDoContrato(page, livre.placa);
  await linha.getByRole('button', { name: `Excluir ${livre.placa} — Sergio Alves` }).click();
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText('Tem certeza que deseja excluir este contrato?');
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(linha).toHaveCount(1);
  await linha.getByRole('button', { name: `Excluir ${livre.placa} — Sergio Alves` }).click();
  await dialogo.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Contrato excluído com sucesso!')).toBeVisible();
  await expect(linha).toHaveCount(0);

  const outra = await linhaDoContrato(page, pago.placa);
  await outra.getByRole('button', { name: `Excluir ${pago.placa} — Sergio Alves` }).click();
  await dialogo.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Não é possível excluir este contrato porque ele possui pagamentos.')).toBeVisible();
  await expect(outra).toHaveCount(1);
});

test('opening a row while its search is still pending lands on the form, not back on the list', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Tania Lopes' });
  await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: hoje(), valor_aluguel: 640 });

  await page.goto('/contratos');
  const editar = page.getByRole('link', { name: `Editar ${veiculo.placa} — Tania Lopes` });
  await expect(editar).toBeVisible();
  // a slow phone: the form takes longer to render than the search box waits before it searches
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  // types and clicks in one task, as a quick hand does, well inside the search box's wait
  await page.evaluate(
    ({ placa, rotulo }) => {
      const busca = document.querySelector<HTMLInputElement>('input[type="search"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(busca, placa);
      busca.dispatchEvent(new Event('input', { bubbles: true }));
      document.querySelector<HTMLAnchorElement>(`a[aria-label="${rotulo}"]`)!.click();
    },
    { placa: veiculo.placa, rotulo: `Editar ${veiculo.placa} — Tania Lopes` },
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Editar contrato' })).toBeVisible({ timeout: 20_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/contratos\/\d+\/editar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar contrato' })).toBeVisible();
});
