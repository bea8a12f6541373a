import { expect, test } from '../support/test';
import { api } from '../support/api';
import { entrar } from '../support/auth';

// The staff's side of the driver's own page (issue 37): send the one-time link by WhatsApp, and take the access away.

test('staff send a driver his link by WhatsApp, he signs in with it, and "Revogar acesso" ends his session', async ({ page }) => {
  // WhatsApp opens in a new window: keep its address instead of leaving for wa.me
  await page.addInitScript(() => {
    window.open = (url?: string | URL) => {
      (window as unknown as { whatsapp?: string }).whatsapp = String(url);
      return null;
    };
  });
  await entrar(page);
  const motorista = await (await api(page)).motorista({ nome: 'Jorge Acesso Teste', telefone: '(11) 98765-4321' });
  await page.goto(`/motoristas/${motorista.id}/editar`);

  await page.getByRole('button', { name: 'Enviar acesso ao motorista Jorge Acesso Teste' }).click();
  await expect(page.getByText('Link de acesso criado')).toBeVisible();
  await expect(page.getByText(/^Link de uso único, válido até \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  const whatsapp = page.getByRole('link', { name: 'Abrir WhatsApp de Jorge Acesso Teste' });
  const href = (await whatsapp.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
  const mensagem = decodeURIComponent(href.split('?text=')[1] ?? '');
  expect(mensagem).toMatch(/^Olá, Jorge! Acesse sua conta na .+: http:\/\/[^/]+\/motorista\/entrar#[A-Za-z0-9_-]{43} \(válido por 7 dias\)\.$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { whatsapp?: string }).whatsapp)).toBe(href);

  // the driver's side: his link and birth date give him a session
  const token = /#([A-Za-z0-9_-]{43})/.exec(mensagem)![1]!;
  const sessao = await page.request.post('/api/motorista/sessao', { data: { token, data_nascimento: '1990-05-01' } });
  expect(sessao.status()).toBe(201);
  const doMotorista = { authorization: `Bearer ${((await sessao.json()) as { token: string }).token}` };
  expect((await page.request.get('/api/motorista/saldo', { headers: doMotorista })).status()).toBe(200);

  await page.getByRole('button', { name: 'Revogar acesso de Jorge Acesso Teste' }).click();
  const dialogo = page.getByRole('alertdialog');
  await expect(dialogo).toContainText('Revogar o acesso de Jorge Acesso Teste à sua página? O link enviado deixa de valer e ele sai de todos os aparelhos.');
  await dialogo.getByRole('button', { name: 'Revogar' }).click();
  await expect(page.getByText('Acesso revogado')).toBeVisible();
  expect((await page.request.get('/api/motorista/saldo', { headers: doMotorista })).status()).toBe(401);
});
