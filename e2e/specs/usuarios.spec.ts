import { expect, test, type Page } from '../support/test';
import { api, unico } from '../support/api';
import { entrar } from '../support/auth';
import { dataBr, hoje, maisDias } from '../support/dias';

// Staff accounts (issue 18): the administrador creates a clerk, who must replace the temporary password and then
// sees finance without its writes; the server refuses what a hand-made request tries.
test.use({ viewport: { width: 390, height: 844 } });

const NOVA_SENHA = 'girassol-caneca-trilho-42';

async function criarOperacional(page: Page, email: string): Promise<string> {
  await page.goto('/usuarios');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo usuário' }).click();
  const painel = page.getByRole('dialog', { name: 'Novo usuário' });
  await painel.getByLabel('Nome').fill('Olga Pereira');
  await painel.getByLabel('Email').fill(email);
  await painel.getByLabel('Papel').selectOption({ label: 'Operacional' });
  await painel.getByRole('button', { name: 'Criar usuário' }).click();
  const mostrada = page.getByRole('dialog', { name: 'Senha temporária' });
  const senha = mostrada.getByTestId('senha-temporaria');
  await expect(senha).toHaveText(/^[A-Za-z2-9]{16}$/);
  const temporaria = (await senha.textContent())!;
  await mostrada.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Operacional');
  return temporaria;
}

test('the admin creates an operacional, who changes the temporary password and cannot record receipts', async ({ page, browser }) => {
  // two people's sign-ins and a password change: each is a deliberately slow hash on the server
  test.slow();
  await entrar(page);
  const email = `olga.${unico()}@frota.com.br`;
  const temporaria = await criarOperacional(page, email);

  // a finance row the clerk will look at
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista();
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(hoje(), -14), valor_aluguel: 640 })) as { id: number };
  await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(hoje(), -7), valor_pago: 640, status_pagamento: 'atrasado' });

  const clerk = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const olga = await clerk.newPage();
  try {
    await olga.goto('/login');
    await olga.getByLabel('Email').fill(email);
    await olga.getByLabel('Senha').fill(temporaria);
    await olga.getByRole('button', { name: 'Entrar' }).click();
    // nothing else opens before the temporary password is replaced
    await expect(olga).toHaveURL(/\/alterar-senha$/);
    await expect(olga.getByText('Sua senha é temporária. Crie uma senha nova para continuar.')).toBeVisible();
    await olga.getByLabel('Senha atual').fill(temporaria);
    await olga.getByLabel(/^Nova senha/).fill(NOVA_SENHA);
    await olga.getByLabel('Confirme a nova senha').fill(NOVA_SENHA);
    await olga.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(olga.getByText('Senha alterada.')).toBeVisible();
    await expect(olga).toHaveURL(/\/$/);

    await olga.goto('/pagamentos');
    await olga.getByRole('searchbox', { name: 'Buscar pagamentos por placa ou motorista' }).fill(veiculo.placa);
    const cartao = olga.getByRole('listitem').filter({ hasText: veiculo.placa }).filter({ hasText: dataBr(maisDias(hoje(), -7)) });
    await expect(cartao).toHaveCount(1);
    await expect(cartao).toContainText(/atrasado/i);
    await expect(olga.getByRole('button', { name: /Registrar recebimento/ })).toHaveCount(0);
    await expect(olga.getByRole('link', { name: 'Novo' })).toHaveCount(0);

    // the user menu offers no users screen to this role
    await olga.getByRole('button', { name: 'Menu do usuário' }).click();
    const conta = olga.getByRole('group', { name: 'Conta' });
    await expect(conta.getByRole('link', { name: 'Alterar senha' })).toBeVisible();
    await expect(conta.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
  } finally {
    await clerk.close();
  }
});

test('a hand-made request of a role without the permission gets the 403 message on screen', async ({ page, browser }) => {
  test.slow();
  await entrar(page);
  const email = `otto.${unico()}@frota.com.br`;
  const dados = await api(page);
  const criado = await page.request.post('/api/usuarios', { headers: dados.headers, data: { nome: 'Otto Reis', email, papel: 'operacional' } });
  expect(criado.status()).toBe(201);
  const { senha_temporaria } = (await criado.json()) as { senha_temporaria: string };
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista();
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(hoje(), -7), valor_aluguel: 600 })) as { id: number };

  const clerk = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const otto = await clerk.newPage();
  try {
    const login = await otto.request.post('/api/login', { data: { email, senha: senha_temporaria } });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await otto.request.put('/api/me/senha', { headers: auth, data: { senha_atual: senha_temporaria, nova_senha: NOVA_SENHA } })).status()).toBe(204);
    const direto = await otto.request.post('/api/pagamentos', { headers: auth, data: {} });
    expect(direto.status()).toBe(403);
    expect(await direto.json()).toEqual({ message: 'Você não tem permissão para esta ação.' });

    // the edit page typed into the address bar: it shows, and saving answers the server's refusal
    await otto.goto('/login');
    await otto.evaluate((t) => window.localStorage.setItem('token', t), token);
    await otto.goto(`/contratos/${contrato.id}/editar`);
    await expect(otto.getByRole('heading', { level: 1, name: 'Editar contrato' })).toBeVisible();
    await expect(otto.getByRole('button', { name: 'Encerrar contrato' })).toHaveCount(0);
    const salvar = otto.waitForResponse((r) => r.url().endsWith(`/api/contratos/${contrato.id}`) && r.request().method() === 'PUT');
    await otto.getByRole('button', { name: 'Salvar' }).click();
    expect((await salvar).status()).toBe(403);
    await expect(otto.getByText('Você não tem permissão para esta ação.')).toBeVisible();
  } finally {
    await clerk.close();
  }
});
