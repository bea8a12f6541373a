import { expect, test, type Page } from '../support/test';
import { api, novaPlaca } from '../support/api';
import { entrar } from '../support/auth';
import { hoje, maisDias } from '../support/dias';

/** A vehicle 200 days past its acquisition and 12 000 km past its initial km: one alert of each kind. Answers its plate. */
async function veiculoVencido(page: Page): Promise<string> {
  const dados = await api(page);
  const veiculo = await dados.veiculo({
    // AAA sorts first: the list pages by plate
    placa: novaPlaca('AAA'),
    modelo: 'uno',
    marca: 'fiat',
    ano_fabricacao: 2020,
    quilometragem_inicial: 1000,
    data_aquisicao: maisDias(hoje(), -200),
    valor_compra: 40000,
  });
  await dados.rastreador({ nome_dispositivo: 'GPS e2e', km_atual: 13000, veiculo_id: veiculo.id });
  return veiculo.placa;
}

// Headless Chromium has no push service to subscribe with (subscribe() rejects), so the browser's side of a
// subscription is played here; everything from the app's request on is real.
async function pushManagerDeTeste(page: Page, host = 'https://push.invalid') {
  await page.addInitScript((host) => {
    let atual: PushSubscription | null = null;
    PushManager.prototype.getSubscription = async () => atual;
    PushManager.prototype.subscribe = async () => {
      const par = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const bruto = new Uint8Array(await crypto.subtle.exportKey('raw', par.publicKey));
      const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      const json = { endpoint: `${host}/e2e/${Date.now()}`, expirationTime: null, keys: { p256dh: b64(bruto), auth: b64(crypto.getRandomValues(new Uint8Array(16))) } };
      atual = { endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => ((atual = null), true) } as unknown as PushSubscription;
      return atual;
    };
  }, host);
}

test('lists the alerts of a vehicle past its interval with the SPEC chips, ativo as warning', async ({ page }) => {
  await entrar(page);
  const placa = await veiculoVencido(page);
  await page.goto('/alertas');

  await expect(page.getByRole('heading', { level: 1, name: 'Alertas', exact: true })).toBeVisible();
  const linhas = page.getByRole('row').filter({ hasText: placa });
  await expect(linhas).toHaveCount(2);
  const km = linhas.getByText('Necessita revisão: 12.000 km rodados');
  await expect(km).toBeVisible();
  await expect(km).toHaveAttribute('data-tone', 'warning');
  await expect(linhas.getByText('Necessita revisão: 200 dias desde a última')).toBeVisible();
  await expect(linhas.first()).toContainText('FIAT UNO');
  await expect(linhas.first().getByText('ativo', { exact: true })).toHaveAttribute('data-tone', 'warning');
  await expect(page.getByText('Ative as notificações para receber alertas em tempo real.')).toBeVisible();
});

test('a fine due within 7 days whose driver is not indicated shows "Indicar condutor até dd/mm" and opens the fine', async ({ page }) => {
  await entrar(page);
  const dados = await api(page);
  const veiculo = await dados.veiculo();
  const motorista = await dados.motorista();
  const vencimento = maisDias(hoje(), 3);
  const motivo = `Indicar condutor e2e ${Date.now()}`;
  const multa = await dados.multa({
    veiculo_id: veiculo.id,
    motorista_id: motorista.id,
    data_multa: `${maisDias(hoje(), -20)}T12:00:00Z`,
    // midday UTC: the same day in São Paulo and in UTC
    data_vencimento: `${vencimento}T12:00:00Z`,
    valor_multa: 130.16,
    motivo,
    transferido_para_condutor: false,
  });

  await page.goto('/alertas');
  const secao = page.getByRole('region', { name: 'Multas: indicar condutor' });
  const item = secao.getByRole('listitem').filter({ hasText: motivo });
  await expect(item).toContainText(veiculo.placa);
  await expect(item).toContainText('R$ 130,16');
  const [, mes, dia] = vencimento.split('-');
  const link = item.getByRole('link', { name: `Indicar condutor até ${dia}/${mes}: multa ${veiculo.placa}` });
  await expect(link).toHaveAttribute('data-tone', 'warning');
  // on a phone the reason takes a line of its own, not a syllable per line beside the button
  await page.setViewportSize({ width: 390, height: 844 });
  expect((await item.getByText(motivo).boundingBox())!.width).toBeGreaterThan(200);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/multas/${multa.id}/editar$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Editar multa' })).toBeVisible();
});

test('enabling notifications with permission granted stores the subscription on the server', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await pushManagerDeTeste(page);
  await entrar(page);
  await page.goto('/alertas');
  await expect(page.getByText('Ative as notificações para receber alertas em tempo real.')).toBeVisible();

  const enviada = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Ativar Notificações' }).click();
  const resposta = await enviada;
  expect(resposta.status()).toBe(201);
  const corpo = resposta.request().postDataJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  expect(corpo.endpoint).toMatch(/^https:\/\/push\.invalid\/e2e\//);
  expect(corpo.keys.p256dh.length).toBeGreaterThan(80);

  await expect(page.getByText('Notificações ativadas')).toBeVisible();
  await expect(page.getByText('Ative as notificações para receber alertas em tempo real.')).toBeHidden();

  // the stored subscription is one the server now sends to (its made-up push host cannot be reached)
  const envio = await page.request.post('/api/send-notification', {
    headers: (await api(page)).headers,
    data: { notifications: [{ title: 'FIAT UNO', body: 'Necessita revisão: 200 dias desde a última', data: { veiculoId: 1, ids: [1] } }] },
  });
  expect(envio.status()).toBe(200);
  expect(await envio.json()).toEqual({ sent: 0, failed: 1 });

  const removida = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Desativar notificações' }).click();
  expect((await removida).status()).toBe(204);
  await expect(page.getByRole('button', { name: 'Ativar Notificações' })).toBeVisible();
});

test('says "Permissão negada para notificações" when notifications are blocked', async ({ page, context, baseURL }) => {
  // Playwright grants but cannot deny a permission: the DevTools protocol blocks it for this context
  const { targetInfo } = await (await context.newCDPSession(page)).send('Target.getTargetInfo');
  const browser = await context.browser()!.newBrowserCDPSession();
  await browser.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: new URL(baseURL!).origin,
    browserContextId: targetInfo.browserContextId,
  });
  await entrar(page);
  await page.goto('/alertas');

  await expect(page.getByRole('alert').filter({ hasText: 'Permissão negada para notificações' })).toBeVisible();
  await expect(page.getByText('Ative as notificações para receber alertas em tempo real.')).toBeVisible();
  const pedidos: string[] = [];
  page.on('request', (r) => pedidos.push(r.url()));
  await page.getByRole('button', { name: 'Ativar Notificações' }).click();
  // the toast joins the note already on screen
  await expect(page.getByText('Permissão negada para notificações')).toHaveCount(2);
  expect(pedidos.filter((u) => u.includes('/push/'))).toEqual([]);
});

test('says "Falha ao enviar subscription para o servidor" when the server refuses the subscription', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  // the server accepts only https push endpoints: this one it refuses with a 400
  await pushManagerDeTeste(page, 'http://push.invalid');
  await entrar(page);
  await page.goto('/alertas');
  await page.getByRole('button', { name: 'Ativar Notificações' }).click();
  await expect(page.getByText('Falha ao enviar subscription para o servidor')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ativar Notificações' })).toBeVisible();
});
