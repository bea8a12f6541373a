import { expect, test } from '../support/test';
import { DEMO } from '../support/auth';

test('the dashboard sends a visitor to /login and back to where they came from', async ({ page }) => {
  await page.goto('/?aba=resumo');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Senha').fill(DEMO.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/\?aba=resumo$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
