import { expect, test } from '../support/test';
import { login } from '../support/auth';

// Requests from the service worker bypass page.route, so this test runs without it.
test.use({ serviceWorkers: 'block' });

const FALLBACK = 'Não foi possível carregar este módulo.';

test('a remote whose every file takes 5 s shows the skeleton, then the page, and never the error', async ({ page }) => {
  test.setTimeout(90_000);
  // notes any moment the fallback is in the page, however short
  await page.addInitScript((text) => {
    const seen = () => document.body?.textContent?.includes(text) && ((window as unknown as { sawFallback: boolean }).sawFallback = true);
    new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
  }, FALLBACK);
  await login(page);

  let delayed = 0;
  await page.route('**/remotes/finance/**', async (route) => {
    delayed++;
    // the slow link itself, not a wait of the test
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue().catch(() => {});
  });
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Cobrança', exact: true }).click();

  await expect(page.getByRole('status', { name: 'Carregando módulo' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Cobrança' })).toBeVisible({ timeout: 75_000 });
  await expect(page.getByRole('status', { name: 'Carregando módulo' })).toBeHidden();
  expect(delayed).toBeGreaterThan(1);
  expect(await page.evaluate(() => (window as unknown as { sawFallback?: boolean }).sawFallback ?? false)).toBe(false);
  await expect(page.getByText(FALLBACK)).toBeHidden();
});
