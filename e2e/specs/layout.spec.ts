import { expect, test } from '@playwright/test';
import { login } from '../support/auth';

const ENTRADAS = ['Dashboard', 'Veículos', 'Motoristas', 'Contratos', 'Pagamentos', 'Cobrança', 'Manutenções', 'Multas', 'Sinistros', 'Rastreadores', 'Alertas'];

test.describe('layout', () => {
  test('on a desktop the drawer is permanent, 240 px wide, with the menu entries in order', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())!.width).toBe(240);
    await expect(menu.getByRole('link')).toHaveText(ENTRADAS);
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
    await menu.getByRole('link', { name: 'Veículos' }).click();
    await expect(page).toHaveURL(/\/veiculos$/);
    await expect(menu).toBeVisible();
  });

  test('on a phone the menu button opens the drawer, which closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(ENTRADAS);
    await menu.getByRole('link', { name: 'Motoristas' }).click();
    await expect(page).toHaveURL(/\/motoristas$/);
    await expect(menu).toBeHidden();
  });

  test('the top bar carries the product title', async ({ page }) => {
    await login(page);
    await expect(page.getByRole('banner')).toContainText('Frota');
  });
});
