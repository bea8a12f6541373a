import { expect, test, type Page } from '@playwright/test';
import { cpfFromBase } from '../../shared/src/domain/cpf';
import { login } from '../support/auth';

async function criar(page: Page, path: string, data: Record<string, unknown>): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const res = await page.request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** A vehicle no seed row refers to, with initial km 5 000. */
async function novoVeiculo(page: Page, sufixo: string): Promise<number> {
  return criar(page, '/api/veiculos', {
    placa: `RL${sufixo}-${String(Date.now()).slice(-4)}`,
    modelo: 'HB20',
    marca: 'Hyundai',
    ano_fabricacao: 2023,
    quilometragem_inicial: 5000,
    data_aquisicao: '2023-08-01',
    valor_compra: 72000,
  });
}

const rastreador = (page: Page, veiculo_id: number, km_atual: number, data_compra: string) =>
  criar(page, '/api/rastreadores', { nome_dispositivo: 'GT06', codigo_identificacao: `REL-${Date.now()}-${km_atual}`, veiculo_id, km_atual, data_compra });

/** Rent paid 700 (a pendente 700 does not count), maintenance 450.50, an untransferred fine 130.16 (a transferred one does not count), an accident 1 000. */
async function movimentar(page: Page, veiculo_id: number): Promise<void> {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const motorista_id = await criar(page, '/api/motoristas', {
    nome: 'Motorista do Relatório',
    cpf: cpfFromBase(String(Date.now()).slice(-9)),
    rg: '1',
    data_nascimento: '1990-01-01',
    cnh: '1',
    categoria_cnh: 'B',
    validade_cnh: '2031-01-01',
    telefone: '11912345678',
    email: 'relatorio@exemplo.com',
    endereco: 'Rua A, 1',
  });
  const contrato_id = await criar(page, '/api/contratos', { motorista_id, veiculo_id, data_inicio: hoje, valor_aluguel: 700 });
  await criar(page, '/api/pagamentos', { contrato_id, data_prevista: hoje, data_pagamento: hoje, valor_pago: 700, status_pagamento: 'pago' });
  await criar(page, '/api/pagamentos', { contrato_id, data_prevista: hoje, valor_pago: 700, status_pagamento: 'pendente' });
  await criar(page, '/api/manutencoes', {
    veiculo_id,
    tipo_manutencao: 'corretiva',
    descricao: 'Troca de pastilhas',
    data_manutencao: hoje,
    quilometragem: 6000,
    custo: 450.5,
    status_atual: 'finalizada',
  });
  const multa = { veiculo_id, motorista_id, data_multa: `${hoje}T12:00:00Z`, data_vencimento: `${hoje}T12:00:00Z`, motivo: 'Estacionamento proibido' };
  await criar(page, '/api/multas', { ...multa, valor_multa: 130.16, transferido_para_condutor: false });
  await criar(page, '/api/multas', { ...multa, valor_multa: 293.47, transferido_para_condutor: true });
  await criar(page, '/api/sinistros', { veiculo_id, motorista_id, data_sinistro: hoje, descricao: 'Retrovisor quebrado', custo_reparo: 1000 });
}

test('the report shows the current km, rent paid, maintenance spend and profit, and its cards open the trackers and the payments', async ({ page }) => {
  await login(page);
  const id = await novoVeiculo(page, 'A');
  const rastreadorId = await rastreador(page, id, 7300, '2024-02-20');
  await movimentar(page, id);

  await page.goto(`/veiculos/${id}/relatorio`);
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório do veículo' })).toBeVisible();
  const km = page.getByRole('link', { name: /Quilometragem atual/ });
  await expect(km).toContainText('7.300 km');
  const aluguel = page.getByRole('link', { name: /Aluguéis pagos/ });
  await expect(aluguel).toContainText('R$ 700,00');
  const figura = (rotulo: string) => page.locator('dl').filter({ has: page.getByText(rotulo, { exact: true }) });
  await expect(figura('Gastos com manutenção')).toContainText('R$ 450,50');
  await expect(page.getByRole('heading', { level: 2, name: 'Resultado financeiro' })).toBeVisible();
  // 700 − 450.50 − 1 000 − 130.16
  await expect(figura('Lucro')).toContainText('-R$ 880,66');
  await expect(figura('Valor de compra recuperado')).toContainText('-1,22%');
  await expect(figura('Valor de compra recuperado')).toContainText('do valor de compra de R$ 72.000,00');
  await expect(figura('Custos de sinistros')).toContainText('R$ 1.000,00');
  await expect(figura('Multas não transferidas')).toContainText('R$ 130,16');

  await km.click();
  await expect(page).toHaveURL(new RegExp(`/veiculos/${id}/rastreadores$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Rastreadores do veículo' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['ID', 'Data de compra', 'Km atual', 'Ações']);
  const linha = page.getByRole('row', { name: new RegExp(`^${rastreadorId} `) });
  await expect(linha).toContainText('20/02/2024');
  await expect(linha).toContainText('7.300 km');
  await expect(linha.getByRole('link', { name: `Editar rastreador ${rastreadorId}` })).toHaveAttribute('href', `/rastreadores/${rastreadorId}/editar`);

  await page.getByRole('link', { name: 'Voltar ao relatório' }).click();
  await page.getByRole('link', { name: /Aluguéis pagos/ }).click();
  await expect(page).toHaveURL(new RegExp(`/veiculos/${id}/pagamentos$`));
});

test('"Atualizar" fetches the figures again', async ({ page }) => {
  await login(page);
  const id = await novoVeiculo(page, 'B');
  await page.goto(`/veiculos/${id}/relatorio`);
  const km = page.getByRole('link', { name: /Quilometragem atual/ });
  await expect(km).toContainText('5.000 km');
  await rastreador(page, id, 9100, '2024-03-01');
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(km).toContainText('9.100 km');
});

test('a vehicle without trackers shows "Nenhum rastreador encontrado para este veículo."', async ({ page }) => {
  await login(page);
  const id = await novoVeiculo(page, 'C');
  await page.goto(`/veiculos/${id}/rastreadores`);
  await expect(page.getByText('Nenhum rastreador encontrado para este veículo.')).toBeVisible();
});

test('an unknown vehicle has no report', async ({ page }) => {
  await login(page);
  await page.goto('/veiculos/999999/relatorio');
  await expect(page.getByRole('alert')).toContainText('Veículo não encontrado');
});
