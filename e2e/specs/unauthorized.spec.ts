import { expect, test } from '../support/test';

test('a forged token is refused: the token is removed and the user lands on /login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('token', 'token-forjado-123'));
  await page.goto('/veiculos');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the API itself refuses a forged token', async ({ request }) => {
  const res = await request.get('/api/veiculos', { headers: { Authorization: 'Bearer token-forjado-123' } });
  expect(res.status()).toBe(401);
});
