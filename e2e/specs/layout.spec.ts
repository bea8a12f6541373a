import { expect, test, type Locator } from '../support/test';
import { entrar, login } from '../support/auth';
import { altura } from '../support/alvo';

// SPEC §2's entries, in its order; the remotes' declarations may put others among them (the shell's unit tests
// check the whole menu against the declarations)
const ENTRADAS = ['Dashboard', 'Veículos', 'Motoristas', 'Contratos', 'Pagamentos', 'Cobrança', 'Manutenções', 'Multas', 'Sinistros', 'Rastreadores', 'Alertas'];

async function expectSpecEntries(menu: Locator): Promise<void> {
  await expect(menu.getByRole('link', { name: 'Alertas' })).toBeVisible();
  const shown = await menu.getByRole('link').allTextContents();
  expect(shown.filter((label) => ENTRADAS.includes(label))).toEqual(ENTRADAS);
}

test.describe('layout', () => {
  test('on a desktop the drawer is permanent, 240 px wide, with the menu entries in order', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await login(page);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())!.width).toBe(240);
    await expectSpecEntries(menu);
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
    await expectSpecEntries(menu);
    await menu.getByRole('link', { name: 'Motoristas' }).click();
    await expect(page).toHaveURL(/\/motoristas$/);
    await expect(menu).toBeHidden();
  });

  test('the top bar carries the product title', async ({ page }) => {
    await login(page);
    await expect(page.getByRole('banner')).toContainText('Frota');
  });

  test('on a phone the top bar names the page, and its controls are 44 px tall', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await entrar(page);
    await page.goto('/veiculos');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Veículos', { exact: true })).toBeVisible();
    for (const name of ['Abrir menu', 'Menu do usuário']) {
      expect(await altura(banner.getByRole('button', { name }))).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('Tab from a signed-in page reaches "Pular para o conteúdo" first, and Enter moves the focus to main', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await entrar(page);
    await page.goto('/veiculos');
    await expect(page.getByRole('heading', { level: 1, name: 'Veículos' })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    expect((await skip.boundingBox())!.y).toBeLessThan(0);

    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    // drawn above the fixed top bar, not under it
    expect(await skip.evaluate((el) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    })).toBe(true);
    expect(await altura(skip)).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/\/veiculos$/);
  });
});
