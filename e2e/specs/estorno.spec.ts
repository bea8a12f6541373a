import { expect, test } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { hoje, maisDias } from '../support/dias';

test('after "Estornar" on a payment\'s page, "Salvar" on that page saves (no 412 for the user\'s own act)', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Elisa Prado' });
  const dia = hoje();
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(dia, -3) })) as { id: number };
  const pagamento = (await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(dia, -2), valor_pago: 650, status_pagamento: 'atrasado', tipo: 'avulso' })) as { id: number };
  const recebido = await page.request.post(`/api/pagamentos/${pagamento.id}/recebimentos`, {
    headers: dados.headers,
    data: { valor: 300, data_pagamento: maisDias(dia, -1), forma_pagamento: 'dinheiro' },
  });
  expect(recebido.status(), await recebido.text()).toBe(201);

  await page.goto(`/pagamentos/${pagamento.id}/editar`);
  const secao = page.getByRole('region', { name: 'Recebimentos' });
  await expect(secao).toContainText(/Recebido R\$\s300,00/);
  await secao.getByRole('button', { name: 'Estornar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Estornar' }).click();
  await expect(page.getByText('Recebimento estornado')).toBeVisible();
  await expect(secao).toContainText(/Recebido R\$\s0,00/);

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Pagamento atualizado com sucesso!')).toBeVisible();
  await expect(page.getByText('Este registro foi alterado')).toHaveCount(0);
});
