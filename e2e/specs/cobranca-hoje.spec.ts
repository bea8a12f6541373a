import { expect, test } from '../support/test';
import { api, unico } from '../support/api';
import { entrar } from '../support/auth';
import { hoje } from '../support/dias';
import { altura } from '../support/alvo';

// Cobrança's "Hoje" tab (issue 36): a driver whose rent is due today is on the schedule's "Vencimento" step; his
// WhatsApp link carries the amount, and "Marcar como enviada" says who sent it, on the tab and on his page.

/** A name of this run: letters only, as a driver's name must be. */
const nomeDoTeste = () => `Lara ${[...String(unico()).slice(-6)].map((d) => 'ABCDEFGHIJ'[Number(d)]).join('')} Hoje`;

test('the Hoje tab lists a driver due today, its WhatsApp link carries the amount, and marking it sent shows who sent it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrar(page);
  const dados = await api(page);
  const nome = nomeDoTeste();
  const motorista = await dados.motorista({ nome, telefone: '(11) 97654-3210' });
  const veiculo = await dados.veiculo();
  // signed today: its first week's rent is due today
  await dados.contrato({ veiculo_id: veiculo.id, motorista_id: motorista.id, data_inicio: hoje(), valor_aluguel: 777.7 });

  await page.goto('/cobranca');
  await page.getByRole('tab', { name: 'Hoje' }).click();
  await expect(page).toHaveURL(/\/cobranca\?aba=hoje$/);
  const cartao = page.getByRole('list', { name: 'Lembretes de hoje' }).getByRole('listitem').filter({ hasText: nome });
  await expect(cartao).toHaveCount(1);
  await expect(cartao).toContainText('Vencimento');
  await expect(cartao).toContainText(/R\$\s777,70/);
  await expect(cartao).toContainText('Ainda não enviada');

  const whatsapp = cartao.getByRole('link', { name: `WhatsApp para ${nome}` });
  const href = new URL((await whatsapp.getAttribute('href')) ?? '');
  expect(['wa.me', 'api.whatsapp.com']).toContain(href.host);
  expect(href.pathname).toBe('/5511976543210');
  const texto = href.searchParams.get('text') ?? '';
  expect(texto).toContain(`Olá, ${nome}!`);
  expect(texto).toContain('vence hoje');
  expect(texto).toContain('Valor em aberto: R$ 777,70, referente a 1 semana de aluguel.');
  expect(await altura(whatsapp)).toBeGreaterThanOrEqual(44);

  await cartao.getByRole('button', { name: `Marcar como enviada a mensagem para ${nome}` }).click();
  await expect(cartao).toContainText(/Enviada às \d{2}:\d{2} por \S+/);
  await expect(cartao.getByRole('button', { name: /Marcar como enviada/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // what was sent to him is on his page
  await page.goto(`/motoristas/${motorista.id}/editar`);
  await expect(page.getByRole('region', { name: 'Lembretes enviados' })).toContainText(/Vencimento · R\$\s777,70/);
});
