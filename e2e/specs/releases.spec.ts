import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { login } from '../support/auth';
import { ReleaseServer } from '../support/release-server';

// What a team does with `pnpm release`, against a server of this spec's own (E2E_PORT + 3): publish, activate,
// roll back, and a remote built for a kit the shell does not have. The server is never restarted.
const server = new ReleaseServer(Number(process.env.E2E_PORT ?? 3400) + 3);
const MARCA = 'Financeiro 2.0.0 — build de teste';
const INCOMPATIVEL = 'Este módulo precisa de uma versão mais nova do aplicativo.';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});

test.afterAll(() => server.stop());

async function signIn(page: Page): Promise<void> {
  await login(page, `${server.url}/login`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

async function activeEntry(page: Page, remote: string): Promise<string> {
  const config = (await (await page.request.get(`${server.url}/config.json`)).json()) as { remotes: Record<string, string> };
  return config.remotes[remote]!;
}

test('finance 2.0.0: published, activated live, rolled back, with the same server process throughout', async ({ page }) => {
  test.setTimeout(180_000);
  const pid = server.listeningPid();
  expect(pid).toBe(server.pid);

  const published = await server.release(['finance', '--versao', '2.0.0'], { RELEASE_MARK: MARCA });
  expect(published.code, published.err).toBe(0);
  expect(published.out).toMatch(/finance 2\.0\.0\+[0-9a-f]{7} publicada/);
  const twice = await server.release(['finance', '--versao', '2.0.0']);
  expect(twice.code).toBe(1);
  expect(twice.err).toContain('A versão 2.0.0 de finance já foi publicada');

  // published is not active: the built-in finance still answers
  await signIn(page);
  await page.goto(`${server.url}/pagamentos`);
  await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
  await expect(page.getByTestId('release-mark')).toHaveCount(0);
  expect(await activeEntry(page, 'finance')).toBe('/remotes/finance/remoteEntry.js');

  const activated = await server.release(['finance', 'ativar', '2.0.0']);
  expect(activated.code, activated.err).toBe(0);
  const entry = await activeEntry(page, 'finance');
  expect(entry).toMatch(/^\/published\/finance\/2\.0\.0\+[0-9a-f]{7}\/remoteEntry\.js$/);
  const file = await page.request.get(`${server.url}${entry}`);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // the page already open learns of it (it asks on focus, and every 30 s) and reloads only when asked
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const recarregar = page.getByRole('button', { name: /Nova versão disponível — recarregar/ });
  await expect(recarregar).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('release-mark')).toHaveCount(0);
  await recarregar.click();
  await expect(page.getByTestId('release-mark')).toHaveText(MARCA);
  await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();

  const reverted = await server.release(['finance', 'reverter']);
  expect(reverted.code, reverted.err).toBe(0);
  expect(reverted.out).toContain('finance: ativa embutida');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
  await expect(page.getByTestId('release-mark')).toHaveCount(0);

  expect(server.listeningPid()).toBe(pid);
});

test('a remote built for a newer kit, forced active: its pages say so, the other modules work', async ({ page }) => {
  test.setTimeout(180_000);
  const published = await server.release(['incidents', '--versao', '9.0.0'], { RELEASE_FAIXA_SHARED: '^9.0.0' });
  expect(published.code, published.err).toBe(0);
  const refused = await server.release(['incidents', 'ativar', '9.0.0']);
  expect(refused.code).toBe(1);
  expect(refused.err).toContain('precisa do kit ^9.0.0');
  const forced = await server.release(['incidents', 'ativar', '9.0.0', '--forcar']);
  expect(forced.code, forced.err).toBe(0);

  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await signIn(page);
  await page.goto(`${server.url}/manutencoes`);
  await expect(page.getByText(INCOMPATIVEL)).toBeVisible();
  await expect(page.getByText(/\^9\.0\.0/)).toBeVisible();
  // the guard decides before the remote's entry is fetched
  expect(fetched.filter((p) => p.startsWith('/published/incidents/'))).toEqual([]);

  await page.goto(`${server.url}/veiculos`);
  await expect(page.getByRole('heading', { name: 'Veículos', level: 1 })).toBeVisible();
  await page.goto(`${server.url}/pagamentos`);
  await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
  await expect(page.getByText(INCOMPATIVEL)).toHaveCount(0);
});

test('Versões dos módulos and Sobre: an administrator switches finance from the screen and back', async ({ page }) => {
  // after the tests above: finance on "embutida" with 2.0.0 published, incidents forced to 9.0.0
  await signIn(page);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('link', { name: 'Versões dos módulos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Versões dos módulos' })).toBeVisible();
  const card = (modulo: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: modulo }) });
  const finance = card('Financeiro');
  await expect(finance.getByText('Ativa: embutida')).toBeVisible();
  await expect(card('Ocorrências').getByText('Ativa: 9.0.0')).toBeVisible();
  await expect(card('Ocorrências').getByText(/^Incompatível com este aplicativo \(kit /)).toBeVisible();

  await finance.getByRole('button', { name: 'Ativar Financeiro 2.0.0' }).click();
  await expect(finance.getByText('Ativa: 2.0.0')).toBeVisible();
  expect(await activeEntry(page, 'finance')).toMatch(/^\/published\/finance\/2\.0\.0\+/);
  await finance.getByRole('button', { name: 'Reverter para embutida' }).click();
  await expect(finance.getByText('Ativa: embutida')).toBeVisible();
  expect(await activeEntry(page, 'finance')).toBe('/remotes/finance/remoteEntry.js');

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('link', { name: 'Sobre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre' })).toBeVisible();
  const incidents = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Ocorrências' }) });
  await expect(incidents.getByText('9.0.0', { exact: true })).toBeVisible();
  await expect(incidents.getByText('admin', { exact: true })).toBeVisible();
});
