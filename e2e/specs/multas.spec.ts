import { expect, test, type Page } from '@playwright/test';
import { cpfFromBase } from '../../shared/src/domain/cpf';
import { login } from '../support/auth';

// Each test makes its own vehicle, driver and contract through the API, so it reads what it wrote.

let sequencia = 0;
function unico(): string {
  sequencia += 1;
  return `${Date.now() % 1_000_000}${sequencia}`;
}

/** A Mercosul plate no seed uses: three letters from the run, one digit, a letter, two digits. */
function novaPlaca(): string {
  const n = unico();
  const letra = (i: number) => String.fromCharCode(65 + (Number(n.slice(i, i + 2)) % 26));
  return `Q${letra(0)}${letra(2)}-${n.at(-1)}${letra(4)}${n.slice(-3, -1).padStart(2, '0')}`;
}

async function api(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('sem token');
  const headers = { authorization: `Bearer ${token}` };
  async function post<T>(url: string, data: Record<string, unknown>): Promise<T> {
    const res = await page.request.post(url, { data, headers });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as T;
  }
  return {
    veiculo: () =>
      post<{ id: number; placa: string }>('/api/veiculos', {
        placa: novaPlaca(),
        modelo: 'ONIX',
        marca: 'CHEVROLET',
        ano_fabricacao: 2023,
        quilometragem_inicial: 1000,
        data_aquisicao: '2024-12-01',
        valor_compra: 80000,
      }),
    motorista: (nome: string) => {
      const n = unico();
      return post<{ id: number; nome: string; cpf: string }>('/api/motoristas', {
        nome,
        cpf: cpfFromBase(n.padStart(9, '7').slice(-9)),
        rg: '12.345.678-9',
        data_nascimento: '1990-05-01',
        cnh: `9${n}`.slice(0, 11),
        categoria_cnh: 'B',
        validade_cnh: '2031-01-01',
        telefone: '(11) 98765-4321',
        email: `multas.${n}@exemplo.com.br`,
        endereco: 'Rua das Flores, 100 - São Paulo/SP',
      });
    },
    contrato: (veiculo_id: number, motorista_id: number, data_inicio: string, data_fim: string | null) =>
      post<{ id: number }>('/api/contratos', { veiculo_id, motorista_id, data_inicio, data_fim, valor_aluguel: 650, status_contrato: 'ativo' }),
    multa: (data: Record<string, unknown>) => post<{ id: number }>('/api/multas', data),
  };
}

test('the list cuts the reason to 30 characters with the full text on hover, shows UTC dates and Sim/Não, and filters the untransferred', async ({ page }) => {
  await login(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista('Helena Duarte');
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
  await login(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const antes = await dados.motorista('Igor Batista');
  const atual = await dados.motorista('Juliana Prado');
  await dados.contrato(veiculo.id, antes.id, '2025-01-06', '2025-02-28');
  await dados.contrato(veiculo.id, atual.id, '2025-03-01', null);

  await page.goto('/multas');
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/multas\/novo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova multa' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar veículo' }).fill(veiculo.placa);
  const select = page.getByRole('combobox', { name: 'Veículo' });
  await expect(select.locator('option', { hasText: veiculo.placa })).toHaveCount(1);
  await select.selectOption({ label: `${veiculo.placa} — ONIX CHEVROLET` });
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
  await page.getByRole('spinbutton', { name: 'Valor (R$)' }).fill('293.47');
  const motivo = `Avançar o sinal vermelho ${unico()}`;
  await page.getByRole('textbox', { name: 'Motivo' }).fill(motivo);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('O vencimento não pode ser anterior à data da multa')).toBeVisible();
  await page.getByLabel('Data de vencimento').fill('2025-04-01');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Multa criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/multas$/, { timeout: 5_000 });

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
  await page.getByRole('searchbox', { name: 'Buscar motorista' }).fill('Igor Batista');
  await expect(motorista.locator('option', { hasText: antes.cpf })).toHaveCount(1);
  await motorista.selectOption({ label: `Igor Batista — ${antes.cpf}` });
  // Chakra's checkbox draws its box over the native input: click the label, as a person does
  await page.getByText('Transferida para o condutor', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Transferida para o condutor' })).toBeChecked();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Multa atualizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/multas$/, { timeout: 5_000 });

  await page.getByRole('searchbox', { name: 'Buscar multas por motivo, placa ou motorista' }).fill(motivo);
  await expect(linha).toContainText('Igor Batista');
  await expect(linha.getByRole('cell', { name: 'Sim', exact: true })).toBeVisible();
  await linha.getByRole('button', { name: /^Excluir / }).click();
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText('Tem certeza que deseja excluir esta multa?');
  await dialogo.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Multa excluída com sucesso!')).toBeVisible();
  await expect(linha).toHaveCount(0);
});
