import { expect, test } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';

// The audit trail (issue 18): an edit made on the screen shows in the record's Histórico, with who and what.
test('Histórico under the edit form shows who changed what', async ({ page }) => {
  await entrar(page);
  const veiculo = await (await api(page)).veiculo({ modelo: 'ONIX' });
  await page.goto(`/veiculos/${veiculo.id}/editar`);
  const historico = page.getByRole('region', { name: 'Histórico' });
  await expect(historico).toContainText(/admin criou o registro/);

  await page.getByRole('textbox', { name: 'Modelo' }).fill('CRONOS');
  const salvo = page.waitForResponse((r) => r.url().endsWith(`/api/veiculos/${veiculo.id}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Salvar' }).click();
  expect((await salvo).status()).toBe(200);

  await page.goto(`/veiculos/${veiculo.id}/editar`);
  await expect(historico).toContainText(/admin alterou Modelo de ONIX para CRONOS em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
});
