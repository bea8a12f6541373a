import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'admin@frota.com.br', senha: 'frota2026' };

export async function login(page: Page, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Senha').fill(DEMO.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
