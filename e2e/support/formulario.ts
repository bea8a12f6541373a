import { expect, type Page } from '@playwright/test';

/**
 * Chooses in a form's searchable select (a reference field such as Veículo or Motorista) the one option that
 * matches `opcao` once the server has searched `busca`; answers the option's label.
 */
export async function escolher(page: Page, campo: string, busca: string, opcao: string | RegExp = busca): Promise<string> {
  await page.getByRole('searchbox', { name: `Buscar ${campo.toLowerCase()}` }).fill(busca);
  const select = page.getByRole('combobox', { name: campo });
  const option = select.getByRole('option', { name: opcao });
  await expect(option).toHaveCount(1);
  const rotulo = (await option.textContent()) ?? '';
  await select.selectOption({ label: rotulo });
  return rotulo;
}
