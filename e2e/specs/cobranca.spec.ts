import { expect, test, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar, login } from '../support/auth';
import { altura } from '../support/alvo';

// The demo data has drivers behind on rent (api/src/seed): /cobranca lists them, the largest debt first.

interface Linha {
  motorista: { id: number; nome: string; telefone: string };
  veiculo: { id: number; placa: string };
  valor_em_atraso: number;
  cobrancas_em_atraso: number;
  pix: string | null;
}

const brl = (n: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n).replace(/\s/g, ' ');

async function emAtraso(page: Page): Promise<Linha[]> {
  const res = await page.request.get('/api/cobranca?page=1&pageSize=20', { headers: (await api(page)).headers });
  expect(res.status()).toBe(200);
  return (await res.json()) as Linha[];
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists the demo drivers in arrears as cards; WhatsApp names the driver, the amount and the charges; Ver extrato opens the statement', async ({ page }) => {
    await entrar(page);
    const linhas = await emAtraso(page);
    expect(linhas.length).toBeGreaterThanOrEqual(3);
    const [primeira] = linhas;
    const { nome } = primeira!.motorista;

    await page.goto('/cobranca');
    await expect(page.getByRole('heading', { level: 1, name: 'Cobrança' })).toBeVisible();
    const cartoes = page.getByRole('list', { name: 'Motoristas em atraso' }).getByRole('listitem');
    await expect(cartoes).toHaveCount(linhas.length);
    await expect(cartoes.first()).toContainText(nome);
    await expect(cartoes.first()).toContainText(brl(primeira!.valor_em_atraso));
    await expect(cartoes.first()).toContainText(primeira!.cobrancas_em_atraso === 1 ? '1 cobrança' : `${primeira!.cobrancas_em_atraso} cobranças`);

    const whatsapp = cartoes.first().getByRole('link', { name: `WhatsApp para ${nome}` });
    await expect(whatsapp).toHaveText('WhatsApp');
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(href.host).toBe('wa.me');
    expect(href.pathname).toMatch(/^\/55\d{10,11}$/);
    const texto = href.searchParams.get('text') ?? '';
    expect(texto).toContain(nome);
    expect(texto).toContain(brl(primeira!.valor_em_atraso));
    expect(texto).toContain(`${primeira!.cobrancas_em_atraso} cobrança`);
    if (primeira!.pix) expect(texto).toContain(primeira!.pix);
    expect(await altura(whatsapp)).toBeGreaterThanOrEqual(44);
    await expect(cartoes.first().getByRole('link', { name: `Ligar para ${nome}` })).toHaveAttribute('href', /^tel:\+55\d{10,11}$/);
    // no sideways scroll on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await cartoes.first().getByRole('link', { name: `Ver extrato de ${nome}` }).click();
    await expect(page).toHaveURL(new RegExp(`/motoristas/${primeira!.motorista.id}/extrato$`));
    await expect(page.getByRole('heading', { level: 1, name: `Extrato — ${nome}` })).toBeVisible();
  });
});

test('on a desktop shows a table, is in the menu after Pagamentos, and searches by name', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  const linhas = await emAtraso(page);
  const ultima = linhas.at(-1)!;

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Cobrança' }).click();
  await expect(page).toHaveURL(/\/cobranca$/);
  const tabela = page.getByRole('table');
  await expect(tabela.getByRole('row')).toHaveCount(linhas.length + 1);
  await page.getByRole('searchbox', { name: 'Buscar por motorista ou placa' }).fill(ultima.motorista.nome);
  await expect(page).toHaveURL(/q=/);
  const linha = tabela.getByRole('row').filter({ hasText: ultima.motorista.nome });
  await expect(linha.first()).toContainText(brl(ultima.valor_em_atraso));
  await expect(tabela.getByRole('row').filter({ hasText: linhas[0]!.motorista.nome })).toHaveCount(linhas[0]!.motorista.nome === ultima.motorista.nome ? 1 : 0);
});
