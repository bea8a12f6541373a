import { expect, test } from '../support/test';
import { login } from '../support/auth';

// issue 17: the server sent the 115 KB entry file and a 387 KB /api/pagamentos uncompressed

test('the static /login page arrives in brotli, never cached, with its form working at once', async ({ page }) => {
  const documento = await page.goto('/login');
  const headers = await documento!.allHeaders();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toBe('no-cache');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test("the app's entry script arrives in brotli, from the copy made at build", async ({ page }) => {
  const entrada = page.waitForResponse((r) => /\/static\/js\/index\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname));
  // the app's page (the guard then sends a visitor without a token to /login)
  await page.goto('/');
  const resposta = await entrada;
  expect(resposta.status()).toBe(200);
  const headers = await resposta.allHeaders();
  expect(headers['content-encoding']).toBe('br');
  expect(headers.vary).toMatch(/accept-encoding/i);
  expect(headers['cache-control']).toContain('immutable');
  await expect(page).toHaveURL(/\/login$/);
});

test('a large JSON list (/api/pagamentos without paging) arrives in brotli and reads whole', async ({ page }) => {
  await login(page);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const resposta = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/pagamentos' && r.request().method() === 'GET' && new URL(r.url()).search === '');
  const lista = await page.evaluate(async (t) => {
    const r = await fetch('/api/pagamentos', { headers: { authorization: `Bearer ${t}` } });
    const texto = await r.text();
    return { status: r.status, tamanho: texto.length, linhas: (JSON.parse(texto) as unknown[]).length };
  }, token);
  expect(lista.status).toBe(200);
  expect(lista.tamanho).toBeGreaterThan(1024);
  expect(lista.linhas).toBeGreaterThan(0);
  const headers = await (await resposta).allHeaders();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['content-type']).toContain('application/json');
});
