import { expect, test } from '../support/test';
import { login } from '../support/auth';

// with the time of the data shown when the dashboard's was saved in time (offline.spec.ts checks that part)
const OFFLINE = /^Sem conexão( — dados de \d{2}:\d{2})?$/;

test('offline after a first visit, a reload shows the app shell and a pt-BR offline notice, not a browser error page', async ({ page, context }) => {
  await login(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // the service worker is active, with the shell precached
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE)).toBeVisible();
  // below the fixed top bar, not behind it
  const barra = await page.getByRole('banner').boundingBox();
  const aviso = await page.getByRole('status').filter({ has: page.getByText(OFFLINE) }).boundingBox();
  expect(aviso!.y).toBeGreaterThanOrEqual(barra!.y + barra!.height);
  await expect(page).toHaveTitle('Frota');
  await expect(page.getByRole('banner')).toContainText('Frota');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toBeHidden();
});
