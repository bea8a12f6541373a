import { expect, test } from '../support/test';
import { api, unico } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje, maisDias } from '../support/dias';

// /auditoria (issue 33): each row names its record as people know it and opens its page; sign-ins only on request.

test('names each record as people know it, opens its page, dates as dd/mm/aaaa hh:mm, and shows sign-ins only when asked', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const nome = `Rosa Auditada ${String(unico())}`;
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome });
  const contrato = await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: hoje() });
  const vencimento = maisDias(hoje(), 30);
  await dados.pagamento({ contrato_id: (contrato as { id: number }).id, data_prevista: vencimento, valor_pago: 120, status_pagamento: 'pendente', tipo: 'avulso' });

  await page.goto('/auditoria');
  await expect(page.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
  const tabela = page.getByRole('table');
  await expect(tabela.getByRole('link', { name: nome, exact: true })).toBeVisible();
  await expect(tabela.getByRole('link', { name: `${veiculo.placa} — ${nome}`, exact: true }).first()).toBeVisible();
  await expect(tabela.getByRole('link', { name: `${veiculo.placa} — ${nome}, vencimento ${dataBr(vencimento)}`, exact: true })).toBeVisible();

  const linhaDoVeiculo = page.getByRole('row').filter({ has: page.getByRole('link', { name: veiculo.placa, exact: true }) });
  await expect(linhaDoVeiculo.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

  // the sign-in this test made is not in the trail until "O que fez" asks for it
  await expect(tabela.getByRole('cell', { name: 'entrou', exact: true })).toHaveCount(0);
  await page.getByLabel('O que fez').selectOption({ label: 'Entrou' });
  await expect(page).toHaveURL(/acao=login/);
  await expect(tabela.getByRole('cell', { name: 'entrou', exact: true }).first()).toBeVisible();
  await page.getByLabel('O que fez').selectOption({ label: 'Tudo menos entradas' });
  await expect(tabela.getByRole('cell', { name: 'entrou', exact: true })).toHaveCount(0);

  await linhaDoVeiculo.getByRole('link', { name: veiculo.placa, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/veiculos/${String(veiculo.id)}/relatorio$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório do veículo' })).toBeVisible();
});
