import { expect, type Page } from '@playwright/test';

// The driver's own page (issue 37): the link the staff send him, and his sign-in with it.

/** POST /api/motoristas/{id}/acesso with the staff's token: the link <origin>/motorista/entrar#<token>. */
export async function linkDoMotorista(page: Page, headers: Record<string, string>, motoristaId: number): Promise<string> {
  const res = await page.request.post(`/api/motoristas/${motoristaId}/acesso`, { headers });
  expect(res.ok(), await res.text()).toBe(true);
  const { url } = (await res.json()) as { url: string };
  expect(url).toMatch(/\/motorista\/entrar#.+/);
  return url;
}

/** Opens the link as the driver does and confirms his birth date, typed dd/mm/aaaa. */
export async function entrarComoMotorista(page: Page, url: string, nascimento: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Data de nascimento').fill(nascimento);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saldo' })).toBeVisible();
}
