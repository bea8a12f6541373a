import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { login } from '../support/auth';
import { ReleaseServer } from '../support/release-server';

// A remote adds a screen alone (issue 32): fleet's team publishes a release with a screen the shell was never built
// with; once activated, a reload shows it in the menu and at its route, with no shell build and no API restart.
const server = new ReleaseServer(Number(process.env.E2E_PORT ?? 3400) + 4);
test.describe.configure({ mode: 'serial' });
const FIXTURE = fileURLToPath(new URL('../fixtures/frota-por-ano', import.meta.url));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});

test.afterAll(() => server.stop());

async function signIn(page: Page): Promise<void> {
  await login(page, `${server.url}/login`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

test('fleet 3.0.0 adds "Frota por ano": in the menu once activated, gone after the rollback; same server throughout', async ({ page }) => {
  test.setTimeout(240_000);
  const pid = server.listeningPid();
  const published = await server.release(['fleet', '--versao', '3.0.0'], { RELEASE_EXTRA_SCREENS: path.resolve(FIXTURE) });
  expect(published.code, published.err).toBe(0);

  await signIn(page);
  await expect(menu(page).getByRole('link', { name: 'Veículos' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Frota por ano' })).toHaveCount(0);

  const activated = await server.release(['fleet', 'ativar', '3.0.0']);
  expect(activated.code, activated.err).toBe(0);
  await page.reload();
  const link = menu(page).getByRole('link', { name: 'Frota por ano' });
  await expect(link).toBeVisible();
  // in its group, right after Motoristas, as its declaration orders it
  const cadastros = menu(page).getByRole('list', { name: 'Cadastros' });
  await expect(cadastros.getByRole('link')).toHaveText(['Veículos', 'Motoristas', 'Frota por ano', 'Documentos']);
  await link.click();
  await expect(page).toHaveURL(`${server.url}/frota-por-ano`);
  await expect(page.getByRole('heading', { name: 'Frota por ano', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum veículo cadastrado.')).toBeVisible();
  // the rest of fleet came with the release too
  await menu(page).getByRole('link', { name: 'Veículos' }).click();
  await expect(page.getByRole('heading', { name: 'Veículos', level: 1 })).toBeVisible();

  const reverted = await server.release(['fleet', 'reverter']);
  expect(reverted.code, reverted.err).toBe(0);
  await page.goto(`${server.url}/frota-por-ano`);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Frota por ano' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Veículos' })).toBeVisible();

  expect(server.listeningPid()).toBe(pid);
});

test('a release that takes a route of another remote is refused at activation, and the app stays as it was', async ({ page }) => {
  test.setTimeout(240_000);
  const published = await server.release(['incidents', '--versao', '3.0.0'], { RELEASE_EXTRA_SCREENS: path.resolve(FIXTURE) });
  expect(published.code, published.err).toBe(0);
  // fleet 3.0.0, published above, holds /frota-por-ano once active
  expect((await server.release(['fleet', 'ativar', '3.0.0'])).code).toBe(0);
  const refused = await server.release(['incidents', 'ativar', '3.0.0']);
  expect(refused.code).toBe(1);
  expect(refused.err).toContain('A tela /frota-por-ano de incidents 3.0.0 usa uma rota que já é de fleet 3.0.0. A versão não foi ativada.');

  await signIn(page);
  await menu(page).getByRole('link', { name: 'Frota por ano' }).click();
  await expect(page.getByRole('heading', { name: 'Frota por ano', level: 1 })).toBeVisible();
  await menu(page).getByRole('link', { name: 'Multas' }).click();
  await expect(page.getByRole('heading', { name: 'Multas', level: 1 })).toBeVisible();
  expect((await server.release(['fleet', 'reverter'])).code).toBe(0);
});
