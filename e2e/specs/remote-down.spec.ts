import { expect, test } from '../support/test';
import { entrar, login } from '../support/auth';

// Requests from the service worker bypass page.route, so this test runs without it.
test.use({ serviceWorkers: 'block' });

test('a remote whose files are unreachable shows its fallback while the rest of the app works', async ({ page }) => {
  await page.route('**/remotes/fleet/**', (route) => route.abort('connectionrefused'));
  await entrar(page);
  await page.goto('/veiculos');
  await expect(page.getByText('Não foi possível carregar este módulo.')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('link', { name: 'Contratos' }).click();
  await expect(page).toHaveURL(/\/contratos$/);
  await expect(page.getByRole('heading', { name: 'Contratos' })).toBeVisible();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await menu.getByRole('link', { name: 'Veículos' }).click();
  await expect(page.getByText('Não foi possível carregar este módulo.')).toBeVisible();
  await page.unroute('**/remotes/fleet/**');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('columnheader', { name: 'Placa' })).toBeVisible();
});

test('a remote that never answers shows its fallback once 15 s passed with nothing, not before', async ({ page }) => {
  test.setTimeout(60_000);
  // the requests stay open: no answer, no error, as behind a dead proxy
  await page.route('**/remotes/alerts/**', () => {});
  await login(page);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const started = Date.now();
  await menu.getByRole('link', { name: 'Alertas', exact: true }).click();
  await expect(page.getByRole('status', { name: 'Carregando módulo' })).toBeVisible();
  await expect(page.getByText('Não foi possível carregar este módulo.')).toBeVisible({ timeout: 30_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(14_500);
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});
