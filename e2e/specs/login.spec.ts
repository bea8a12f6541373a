import { expect, test } from '../support/test';
import { DEMO } from '../support/auth';

test.describe('login', () => {
  test('a wrong password shows the message in red above the form', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Login', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();

    const erro = page.getByText('Email ou senha inválidos');
    await expect(erro).toBeVisible();
    const color = await erro.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
    expect(r).toBeGreaterThan((g ?? 0) + 60);
    expect(r).toBeGreaterThan((b ?? 0) + 60);
    const erroBox = await erro.boundingBox();
    const emailBox = await page.getByLabel('Email').boundingBox();
    expect(erroBox!.y).toBeLessThan(emailBox!.y);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the demo login opens the dashboard and keeps a token', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Senha').fill(DEMO.senha);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });
});
