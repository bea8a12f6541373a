import { expect, test } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { hoje, maisDias } from '../support/dias';
import { altura } from '../support/alvo';

// The company's data (issue 33): the administrador saves it once in Empresa, and the recibo is issued in its name.
// The worker's server is shared with the other specs: the name, city and Pix key stay the demo's (PIX_NOME "Locadora
// Exemplo", São Paulo), so what they check of a recibo or a Pix still holds.

const MESES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const porExtenso = (dia: string) => {
  const [a, m, d] = dia.split('-').map(Number);
  return `${d === 1 ? '1º' : d} de ${MESES[m! - 1]} de ${a}`;
};

test('the administrador saves the company, and a partial receipt’s recibo is issued in its name, on a desktop and at 390 px', async ({ page }) => {
  await entrar(page);
  await page.goto('/nada');
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('group', { name: 'Conta' }).getByRole('link', { name: 'Empresa' }).click();
  await expect(page).toHaveURL(/\/empresa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Empresa' })).toBeVisible();
  // before the first save, the server's environment
  await expect(page.getByText(/Ainda não salvos/)).toBeVisible();
  await expect(page.getByLabel('Razão social')).toHaveValue('Locadora Exemplo');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('Chave Pix')).toHaveValue('pix@locadora-exemplo.com.br');

  await page.getByLabel('Razão social').fill('Locadora Exemplo Ltda.');
  await page.getByLabel('CNPJ').pressSequentially('11222333000182');
  await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-82');
  await page.getByLabel('Endereço').fill('Av. Paulista, 1000, sala 12');
  await page.getByLabel('UF').selectOption('SP');
  await page.getByLabel('WhatsApp').pressSequentially('11987654321');
  await expect(page.getByLabel('WhatsApp')).toHaveValue('(11) 98765-4321');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CNPJ inválido: confira os dígitos')).toBeVisible();

  await page.getByLabel('CNPJ').fill('11.222.333/0001-81');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Dados da empresa salvos.').first()).toBeVisible();
  await expect(page.getByText(/Ainda não salvos/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
  await expect(page.getByLabel('UF')).toHaveValue('SP');

  // a rent of R$ 650,50 of which R$ 455,27 was received: the recibo says what is left
  const dados = await api(page);
  const dia = hoje();
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Lia Campos' });
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(dia, -14), valor_aluguel: 650.5 })) as { id: number };
  const cobranca = (await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(dia, -7), valor_pago: 650.5, status_pagamento: 'atrasado' })) as { id: number };
  const resposta = await page.request.post(`/api/pagamentos/${cobranca.id}/recebimentos`, { headers: dados.headers, data: { valor: 455.27, data_pagamento: dia, forma_pagamento: 'pix' } });
  expect(resposta.status(), await resposta.text()).toBe(201);
  const { id: rid } = (await resposta.json()) as { id: number };

  await page.goto(`/pagamentos/${cobranca.id}/recebimentos/${rid}/recibo`);
  const recibo = page.getByRole('article', { name: `Recibo nº ${rid}` });
  await expect(recibo.getByTestId('empresa')).toContainText('Locadora Exemplo Ltda.');
  await expect(recibo.getByTestId('empresa')).toContainText('CNPJ 11.222.333/0001-81');
  await expect(recibo.getByTestId('empresa')).toContainText('Av. Paulista, 1000, sala 12 — São Paulo/SP');
  await expect(recibo.getByTestId('empresa')).toContainText('WhatsApp (11) 98765-4321');
  await expect(recibo).toContainText('Recebemos de: Lia Campos');
  await expect(recibo.getByTestId('pagamento-parcial')).toHaveText('Pagamento parcial — saldo restante R$ 195,23');
  await expect(recibo.getByTestId('local-e-data')).toHaveText(`São Paulo, ${porExtenso(dia)}`);

  // a phone: the recibo and the form fit 390 px, the form's controls are 44 px tall
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(recibo.getByTestId('pagamento-parcial')).toHaveText('Pagamento parcial — saldo restante R$ 195,23');
  await expect(recibo.getByTestId('empresa')).toContainText('CNPJ 11.222.333/0001-81');
  await expect(recibo.getByTestId('local-e-data')).toHaveText(`São Paulo, ${porExtenso(dia)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/empresa');
  await expect(page.getByLabel('Razão social')).toHaveValue('Locadora Exemplo Ltda.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const controle of [page.getByLabel('Razão social'), page.getByLabel('CNPJ'), page.getByLabel('UF'), page.getByLabel('WhatsApp'), page.getByRole('button', { name: 'Salvar' })]) {
    expect(await altura(controle)).toBeGreaterThanOrEqual(44);
  }
});
