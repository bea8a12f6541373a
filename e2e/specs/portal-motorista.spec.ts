// The driver's own page (issue 37) at 390×844, from the link the staff send him.
import { expect, test, type Browser, type Page } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';
import { hoje, maisDias } from '../support/dias';
import { entrarComoMotorista, linkDoMotorista } from '../support/motorista';

const NASCIMENTO = { iso: '1990-05-01', digitado: '01/05/1990' };

/** A driver renting a car, with a charge 7 days overdue and a fine; the link the staff send him. */
async function motoristaComConta(page: Page) {
  await entrar(page);
  const dados = await api(page);
  const motorista = await dados.motorista({ data_nascimento: NASCIMENTO.iso });
  const veiculo = await dados.veiculo();
  const dia = hoje();
  const contrato = (await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: maisDias(dia, -14) })) as { id: number };
  await dados.pagamento({ contrato_id: contrato.id, data_prevista: maisDias(dia, -7), valor_pago: 650, status_pagamento: 'atrasado' });
  await dados.multa({
    veiculo_id: veiculo.id,
    motorista_id: motorista.id,
    data_multa: `${maisDias(dia, -3)}T12:00:00Z`,
    data_vencimento: `${maisDias(dia, 20)}T12:00:00Z`,
    valor_multa: 195.23,
    motivo: 'Avançar o sinal vermelho',
    transferido_para_condutor: false,
  });
  return { motorista, veiculo, headers: dados.headers };
}

/** The driver's phone: a browser of its own at 390×844, with a staff session in it that his must not touch. */
async function celularDoMotorista(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context.newPage();
}

test('the driver opens his link, confirms his birth date, pays by Pix, reads his statement, contract and fines, says "Fui eu" and leaves', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const { motorista, veiculo, headers } = await motoristaComConta(page);
  const link = await linkDoMotorista(page, headers, motorista.id);
  const celular = await celularDoMotorista(browser, baseURL);
  await celular.goto('/login');
  await celular.evaluate(() => window.localStorage.setItem('token', 'sessao-da-equipe'));

  await entrarComoMotorista(celular, link, NASCIMENTO.digitado);
  // the token left the address bar
  expect(new URL(celular.url()).hash).toBe('');
  await expect(celular).toHaveURL(/\/motorista\/$/);
  const main = celular.getByRole('main');
  await expect(main.getByText('Vencido').locator('xpath=following-sibling::*[1]')).toHaveText('R$ 650,00');
  // a week late on the company's default terms: 2% once (13,00) and 1% a month for 7 days (1,52)
  await expect(main.getByText('Encargos por atraso').locator('xpath=following-sibling::*[1]')).toHaveText('R$ 14,52');

  // Pix for the whole (every charge open and the encargos), then for the amount he types
  const total = await main.getByText('Total devido').locator('xpath=following-sibling::*[1]').textContent();
  await main.getByRole('button', { name: 'Gerar código Pix' }).click();
  await expect(main.getByRole('img', { name: `QR Code Pix de ${total ?? ''}` })).toBeVisible();
  await main.getByRole('button', { name: /^Copiar código Pix de / }).click();
  await expect(main.getByText('Código copiado')).toBeVisible();
  expect(await celular.evaluate(() => navigator.clipboard.readText())).toMatch(/^000201/);
  await main.getByLabel('Valor a pagar').fill('100,00');
  await main.getByRole('button', { name: 'Gerar código Pix' }).click();
  await expect(main.getByRole('img', { name: /^QR Code Pix de R\$\s100,00$/ })).toBeVisible();

  const abas = celular.getByRole('navigation', { name: 'Página do motorista' });
  await abas.getByRole('link', { name: 'Extrato' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Extrato' })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'Saldo R$ 650,00' }).first()).toBeVisible();

  await abas.getByRole('link', { name: 'Contrato' }).click();
  await expect(main.getByText(veiculo.placa)).toBeVisible();
  await expect(main.getByText('R$ 650,00').first()).toBeVisible();

  await abas.getByRole('link', { name: 'Multas' }).click();
  const multa = main.getByRole('listitem').filter({ hasText: 'Avançar o sinal vermelho' });
  await expect(multa).toContainText('R$ 195,23');
  await multa.getByRole('button', { name: /^Fui eu: multa de / }).click();
  await expect(multa).toContainText(/Você confirmou que era o condutor em \d{2}\/\d{2}\/\d{4}\./);

  await celular.getByRole('button', { name: 'Sair' }).click();
  await expect(main.getByText('Abra o link que a locadora enviou pelo WhatsApp.')).toBeVisible();
  await celular.goto('/motorista/multas');
  await expect(main.getByText('Abra o link que a locadora enviou pelo WhatsApp.')).toBeVisible();
  // the staff's session in the same browser is untouched, and his own is gone
  expect(await celular.evaluate(() => [window.localStorage.getItem('token'), window.localStorage.getItem('motorista.token')])).toEqual(['sessao-da-equipe', null]);
  await celular.context().close();
});

test("a wrong birth date shows the server's message and opens nothing", async ({ page, browser, baseURL }) => {
  const { motorista, headers } = await motoristaComConta(page);
  const link = await linkDoMotorista(page, headers, motorista.id);
  const celular = await celularDoMotorista(browser, baseURL);
  await celular.goto(link);
  await celular.getByLabel('Data de nascimento').fill('02/05/1990');
  await celular.getByRole('button', { name: 'Entrar' }).click();
  await expect(celular.getByRole('main').getByText(/^Data de nascimento não confere\./)).toBeVisible();
  await expect(celular).toHaveURL(/\/motorista\/entrar$/);
  await celular.context().close();
});

test('the driver page shows no staff menu, links its own manifest and has its own service worker', async ({ page, browser, baseURL }) => {
  const { motorista, headers } = await motoristaComConta(page);
  const link = await linkDoMotorista(page, headers, motorista.id);
  const celular = await celularDoMotorista(browser, baseURL);
  await entrarComoMotorista(celular, link, NASCIMENTO.digitado);
  await expect(celular.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  await expect(celular.locator('link[rel="manifest"]')).toHaveAttribute('href', '/motorista/manifest.webmanifest');
  // his, scoped to his page: it precaches none of the staff's app
  const registro = await celular.evaluate(async () => {
    const r = await navigator.serviceWorker.ready;
    return { scope: new URL(r.scope).pathname, script: new URL((r.active ?? r.waiting ?? r.installing)!.scriptURL).pathname };
  });
  expect(registro).toEqual({ scope: '/motorista/', script: '/motorista/sw.js' });
  const precache = await celular.evaluate(async () => {
    const nomes = await caches.keys();
    const urls = await Promise.all(nomes.filter((n) => n.includes('precache')).map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)));
    return urls.flat();
  });
  expect(precache).toContain('/motorista.html');
  expect(precache.some((p) => p === '/index.html' || p === '/login.html')).toBe(false);
  await celular.context().close();
});
