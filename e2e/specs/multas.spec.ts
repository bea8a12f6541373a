import { expect, test } from '../support/test';
import { api, unico } from '../support/api';
import { entrar } from '../support/auth';
import { escolher } from '../support/formulario';

// Each test makes its own vehicle, driver and contract through the API, so it reads what it wrote.

test('the list cuts the reason to 30 characters with the full text on hover, shows UTC dates and Sim/Não, and filters the untransferred', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista({ nome: 'Helena Duarte' });
  const motivoLongo = `Transitar em velocidade superior à máxima permitida ${unico()}`;
  // 02:00 UTC on 1 March is still 28 February in São Paulo (the browser's zone): the list shows the UTC day
  await dados.multa({
    veiculo_id: veiculo.id,
    motorista_id: motorista.id,
    data_multa: '2025-03-01T02:00:00Z',
    data_vencimento: '2025-04-01T02:00:00Z',
    valor_multa: 195.23,
    motivo: motivoLongo,
    transferido_para_condutor: false,
  });
  await dados.multa({
    veiculo_id: veiculo.id,
    motorista_id: motorista.id,
    data_multa: '2025-03-05T15:00:00Z',
    data_vencimento: '2025-04-05T15:00:00Z',
    valor_multa: 88.38,
    motivo: 'Estacionar em local proibido',
    transferido_para_condutor: true,
  });

  await page.goto('/multas');
  await expect(page.getByRole('heading', { level: 1, name: 'Multas' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar multas por motivo, placa ou motorista' }).fill(veiculo.placa);
  const longa = page.getByRole('row', { name: /Transitar em velocidade superi\.\.\./ });
  await expect(longa).toHaveCount(1);
  const motivo = longa.getByText('Transitar em velocidade superi...', { exact: true });
  await expect(motivo).toHaveAttribute('title', motivoLongo);
  await motivo.hover();
  await expect(longa).not.toContainText(motivoLongo);
  await expect(longa).toContainText('01/03/2025');
  await expect(longa).not.toContainText('28/02/2025');
  await expect(longa).toContainText('01/04/2025');
  await expect(longa).toContainText('R$ 195,23');
  await expect(longa).toContainText('Helena Duarte');
  await expect(longa.getByRole('cell', { name: 'Não', exact: true })).toBeVisible();
  const transferida = page.getByRole('row', { name: /Estacionar em local proibido/ });
  await expect(transferida.getByRole('cell', { name: 'Sim', exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Transferência ao condutor' }).selectOption({ label: 'Não transferidas ao condutor' });
  await expect(transferida).toHaveCount(0);
  await expect(longa).toHaveCount(1);
  await expect(page).toHaveURL(/transferencia=nao/);
});

test('the form proposes the driver of the contract in force on the fine date; create, edit and delete with the SPEC texts', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const antes = await dados.motorista({ nome: 'Igor Batista' });
  const atual = await dados.motorista({ nome: 'Juliana Prado' });
  await dados.contrato({ veiculo_id: veiculo.id, motorista_id: antes.id, data_inicio: '2025-01-06', data_fim: '2025-02-28' });
  await dados.contrato({ veiculo_id: veiculo.id, motorista_id: atual.id, data_inicio: '2025-03-01' });

  await page.goto('/multas');
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/multas\/novo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova multa' })).toBeVisible();

  expect(await escolher(page, 'Veículo', veiculo.placa)).toBe(`${veiculo.placa} — ONIX CHEVROLET`);
  const motorista = page.getByRole('combobox', { name: 'Motorista' });
  const proposta = page.getByTestId('motorista-proposto');

  await page.getByLabel('Data da multa').fill('2024-12-20');
  await expect(proposta).toHaveText('Nenhum contrato vigente para este veículo em 20/12/2024.');
  await expect(motorista).toHaveValue('');

  await page.getByLabel('Data da multa').fill('2025-02-10');
  await expect(proposta).toHaveText('Motorista do contrato vigente em 10/02/2025: Igor Batista. Você pode alterá-lo.');
  await expect(motorista).toHaveValue(String(antes.id));

  await page.getByLabel('Data da multa').fill('2025-03-01');
  await expect(proposta).toHaveText('Motorista do contrato vigente em 01/03/2025: Juliana Prado. Você pode alterá-lo.');
  await expect(motorista).toHaveValue(String(atual.id));

  await page.getByLabel('Data de vencimento').fill('2025-02-01');
  await page.getByRole('textbox', { name: 'Valor (R$)' }).fill('293,47');
  const motivo = `Avançar o sinal vermelho ${unico()}`;
  await page.getByRole('textbox', { name: 'Motivo' }).fill(motivo);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O vencimento não pode ser anterior à data da multa')).toBeVisible();
  // with a driver, the fine's value is proposed as what the driver is charged
  const cobrado = page.getByRole('textbox', { name: 'Valor cobrado do motorista (R$)' });
  await expect(cobrado).toHaveValue('R$ 293,47');
  await page.getByLabel('Data de vencimento').fill('2025-04-01');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Multa criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/multas$/, { timeout: 5_000 });
  // the charge is on Juliana's account, due on the fine's due date
  const extrato = await page.request.get(`/api/motoristas/${atual.id}/extrato`, { headers: dados.headers });
  const { lancamentos } = (await extrato.json()) as { lancamentos: { tipo: string; valor: number; data: string }[] };
  expect(lancamentos.filter((l) => l.tipo === 'multa')).toEqual([expect.objectContaining({ valor: 293.47, data: '2025-04-01' })]);

  await page.getByRole('searchbox', { name: 'Buscar multas por motivo, placa ou motorista' }).fill(motivo);
  const linha = page.getByRole('row', { name: new RegExp(veiculo.placa) });
  await expect(linha).toHaveCount(1);
  await expect(linha).toContainText('Juliana Prado');
  await expect(linha).toContainText('01/03/2025');
  await expect(linha).toContainText('R$ 293,47');
  await expect(linha.getByRole('cell', { name: 'Não', exact: true })).toBeVisible();

  await linha.getByRole('link', { name: /^Editar / }).click();
  await expect(page).toHaveURL(/\/multas\/\d+\/editar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar multa' })).toBeVisible();
  await expect(page.getByLabel('Data da multa')).toHaveValue('2025-03-01');
  await expect(motorista).toHaveValue(String(atual.id));
  // staff can choose another driver than the proposed one
  expect(await escolher(page, 'Motorista', 'Igor Batista', antes.cpf)).toBe(`Igor Batista — ${antes.cpf}`);
  // Chakra's checkbox draws its box over the native input: click the label, as a person does
  await page.getByText('Transferida para o condutor', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Transferida para o condutor' })).toBeChecked();
  // Igor's contract had ended by the fine date: nothing can be charged to him there
  await page.getByRole('button', { name: 'Salvar' }).click();
  const campoMotorista = page.locator('.chakra-field__root').filter({ has: motorista });
  await expect(campoMotorista.getByText('Nenhum contrato deste motorista nesta data.')).toBeVisible();
  await cobrado.fill('0');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Multa atualizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/multas$/, { timeout: 5_000 });

  await page.getByRole('searchbox', { name: 'Buscar multas por motivo, placa ou motorista' }).fill(motivo);
  await expect(linha).toContainText('Igor Batista');
  await expect(linha.getByRole('cell', { name: 'Sim', exact: true })).toBeVisible();
  await linha.getByRole('button', { name: /^Excluir / }).click();
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText('Tem certeza que deseja excluir esta multa?');
  // the DELETE's answer said, not only its toast: once under load the dialog closed with neither toast nor delete seen
  const excluida = page.waitForResponse((r) => r.request().method() === 'DELETE' && /\/api\/multas\/\d+$/.test(r.url()));
  await dialogo.getByRole('button', { name: 'Excluir' }).click();
  const resposta = await excluida;
  expect(resposta.status(), await resposta.text()).toBe(204);
  await expect(page.getByText('Multa excluída com sucesso!')).toBeVisible();
  await expect(linha).toHaveCount(0);
});
