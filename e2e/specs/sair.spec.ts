import { expect, test, type Page } from '../support/test';
import { DEMO, login } from '../support/auth';
import { altura } from '../support/alvo';

async function sair(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  const conta = page.getByRole('group', { name: 'Conta' });
  await expect(conta.getByText(DEMO.email, { exact: true })).toBeVisible();
  const sairButton = conta.getByRole('button', { name: 'Sair' });
  expect(await altura(sairButton)).toBeGreaterThanOrEqual(44);
  const revoked = page.waitForResponse((response) => response.url().endsWith('/api/logout') && response.request().method() === 'POST');
  await sairButton.click();
  expect((await revoked).status()).toBe(204);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toBeVisible();
}

test.describe('Sair', () => {
  test('on a phone: the user menu logs out, the old token gets 401 from the API, the page is /login', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect((await request.get('/api/veiculos', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

    await sair(page);

    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await request.get('/api/veiculos', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    // nothing of the session is left: / asks for the sign-in again
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('on a desktop the user menu shows the email and "Sair" too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page);
    await expect(page.getByRole('button', { name: 'Menu do usuário' })).toContainText(DEMO.email);
    await sair(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
