import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'admin@frota.com.br', senha: 'frota2026' };

/** Signs in through the form, as a person does, and waits for the app it opens. */
export async function login(page: Page, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Senha').fill(DEMO.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A session of its own for a spec that opens its page next: the API's login, and its token kept where the form
 * keeps it, on the static /login page. It skips starting the app once per spec, which `login` spends on the
 * dashboard only for the spec to leave it.
 */
export async function entrar(page: Page): Promise<void> {
  const resposta = await page.request.post('/api/login', { data: DEMO });
  expect(resposta.status(), await resposta.text()).toBe(200);
  const { token } = (await resposta.json()) as { token: string };
  await page.goto('/login');
  await page.evaluate((t) => window.localStorage.setItem('token', t), token);
}
