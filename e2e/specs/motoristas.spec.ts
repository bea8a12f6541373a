import { expect, test, type Page } from '../support/test';
import { api, novoCpf } from '../support/api';
import { entrar } from '../support/auth';
import { hoje, maisDias } from '../support/dias';

const MENSAGENS = [
  'CPF é obrigatório',
  'CPF deve conter 11 dígitos',
  'CPF inválido',
  'Telefone é obrigatório',
  'Telefone deve ter 11 dígitos (DDD + 9 dígitos)',
  'DDD inválido',
  'Celular deve começar com 9',
  'Email é obrigatório',
  'Email inválido',
  'Email muito longo',
  'Email não pode começar ou terminar com ponto',
  'Email não pode ter pontos consecutivos',
];

const campo = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function preencherDemais(page: Page, nome: string) {
  await campo(page, 'Nome').fill(nome);
  await campo(page, 'RG').fill('12.345.678-9');
  await page.getByLabel('Data de nascimento').fill('1990-05-01');
  await campo(page, 'CNH').fill('62472927637');
  await page.getByRole('combobox', { name: 'Categoria da CNH' }).selectOption('B');
  await page.getByLabel('Validade da CNH').fill('2031-01-01');
  await campo(page, 'Endereço').fill('Rua das Flores, 100 - São Paulo/SP');
}

test('the new-driver form masks CPF and phone, offers the CNH categories and starts as ativo', async ({ page }) => {
  await entrar(page);
  await page.goto('/motoristas');
  await page.getByRole('link', { name: 'Novo' }).click();
  await expect(page).toHaveURL(/\/motoristas\/novo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Novo motorista' })).toBeVisible();

  await campo(page, 'CPF').pressSequentially('5299822');
  await expect(campo(page, 'CPF')).toHaveValue('529.982.2');
  await campo(page, 'CPF').pressSequentially('4725999');
  await expect(campo(page, 'CPF')).toHaveValue('529.982.247-25');
  await campo(page, 'Telefone').pressSequentially('1191');
  await expect(campo(page, 'Telefone')).toHaveValue('(11) 91');
  await campo(page, 'Telefone').pressSequentially('23456789');
  await expect(campo(page, 'Telefone')).toHaveValue('(11) 91234-5678');

  const categorias = page.getByRole('combobox', { name: 'Categoria da CNH' }).locator('option');
  await expect(categorias).toHaveText(['Selecione...', 'A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE']);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('ativo');
});

test('submit stops at the first error, checking CPF, then phone, then email, with each SPEC message', async ({ page }) => {
  const cpf = novoCpf();
  await entrar(page);
  await page.goto('/motoristas/novo');
  await preencherDemais(page, `Motorista Validação ${cpf}`);

  const passos: [Partial<Record<'CPF' | 'Telefone' | 'Email', string>>, string][] = [
    [{}, 'CPF é obrigatório'],
    [{ CPF: '5299822' }, 'CPF deve conter 11 dígitos'],
    [{ CPF: '11111111111' }, 'CPF inválido'],
    [{ CPF: cpf }, 'Telefone é obrigatório'],
    [{ Telefone: '1191234567' }, 'Telefone deve ter 11 dígitos (DDD + 9 dígitos)'],
    [{ Telefone: '10912345678' }, 'DDD inválido'],
    [{ Telefone: '11812345678' }, 'Celular deve começar com 9'],
    [{ Telefone: '11912345678' }, 'Email é obrigatório'],
    [{ Email: 'ana@exemplo' }, 'Email inválido'],
    [{ Email: `${'a'.repeat(245)}@exemplo.com` }, 'Email muito longo'],
    [{ Email: '.ana@exemplo.com' }, 'Email não pode começar ou terminar com ponto'],
    [{ Email: 'ana..souza@exemplo.com' }, 'Email não pode ter pontos consecutivos'],
  ];
  for (const [valores, esperada] of passos) {
    for (const [nome, valor] of Object.entries(valores)) await campo(page, nome).fill(valor);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(esperada, { exact: true })).toBeVisible();
    for (const outra of MENSAGENS.filter((m) => m !== esperada)) await expect(page.getByText(outra, { exact: true })).toHaveCount(0);
  }

  await campo(page, 'Email').fill('ana.souza@exemplo.com.br');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Motorista criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/motoristas$/, { timeout: 5_000 });
});

test('create, find, edit and delete a driver with the SPEC texts; a repeated CPF is refused', async ({ page }) => {
  const cpf = novoCpf();
  const nome = `Joana Teste ${cpf.slice(0, 3)}${cpf.slice(4, 7)}`;
  await entrar(page);
  await page.goto('/motoristas/novo');
  await preencherDemais(page, nome);
  await campo(page, 'CPF').fill(cpf);
  await campo(page, 'Telefone').fill('21987654321');
  await campo(page, 'Email').fill('joana@exemplo.com.br');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Motorista criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/motoristas$/, { timeout: 5_000 });

  await page.getByRole('searchbox').fill(cpf);
  const linha = page.getByRole('row', { name: new RegExp(nome) });
  await expect(linha).toContainText(cpf);
  await expect(linha).toContainText('(21) 98765-4321');
  await expect(linha).toContainText('Ativo');

  await page.goto('/motoristas/novo');
  await preencherDemais(page, 'Outra Pessoa');
  await campo(page, 'CPF').fill(cpf);
  await campo(page, 'Telefone').fill('11912345678');
  await campo(page, 'Email').fill('outra@exemplo.com.br');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).getByText('Já existe um motorista com este CPF')).toBeVisible();

  await page.goto('/motoristas');
  await page.getByRole('searchbox').fill(cpf);
  await linha.getByRole('link', { name: `Editar ${nome}` }).click();
  await expect(page).toHaveURL(/\/motoristas\/\d+\/editar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar motorista' })).toBeVisible();
  await expect(campo(page, 'CPF')).toHaveValue(cpf);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('suspenso');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Motorista atualizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/motoristas$/, { timeout: 5_000 });

  await page.getByRole('searchbox').fill(cpf);
  await expect(linha).toContainText('Suspenso');
  await linha.getByRole('button', { name: `Excluir ${nome}` }).click();
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText('Tem certeza que deseja excluir este motorista?');
  await dialogo.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Motorista excluído com sucesso!')).toBeVisible();
  await expect(linha).toHaveCount(0);
});

test('drivers whose CNH has expired or expires within 30 days carry a warning badge', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const dia = (dias: number) => maisDias(hoje(), dias);
  const base = String(Date.now()).slice(-8);
  await dados.motorista({ nome: `CNH vencida ${base}`, validade_cnh: dia(-3) });
  await dados.motorista({ nome: `CNH vencendo ${base}`, validade_cnh: dia(10) });
  await dados.motorista({ nome: `CNH valida ${base}`, validade_cnh: dia(200) });

  await page.goto('/motoristas');
  await page.getByRole('searchbox').fill(base);
  await expect(page.getByRole('row', { name: new RegExp(`CNH vencida ${base}`) })).toContainText('CNH vencida');
  await expect(page.getByRole('row', { name: new RegExp(`CNH vencendo ${base}`) })).toContainText(/CNH vence em (9|10|11) dias/);
  await expect(page.getByRole('row', { name: new RegExp(`CNH valida ${base}`) })).not.toContainText('CNH ven');
});

test.describe('load errors', () => {
  // requests from the service worker bypass page.route
  test.use({ serviceWorkers: 'block' });

  test('the list and the form use the SPEC texts', async ({ page }) => {
    await entrar(page);
    await page.route(/\/api\/motoristas\?/, (route) => route.fulfill({ status: 500, json: { message: 'Erro interno' } }));
    await page.goto('/motoristas');
    await expect(page.getByText('Erro ao carregar motoristas. Por favor, tente novamente.')).toBeVisible();
    await page.route(/\/api\/motoristas\/999999$/, (route) => route.fulfill({ status: 500, json: { message: 'Erro interno' } }));
    await page.goto('/motoristas/999999/editar');
    await expect(page.getByText('Erro ao carregar dados do motorista. Por favor, tente novamente.')).toBeVisible();
    // a record that is not there: trying again would not help
    await page.goto('/motoristas/999998/editar');
    await expect(page.getByText('Registro não encontrado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/motoristas');
  });
});
