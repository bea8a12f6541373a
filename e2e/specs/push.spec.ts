import { expect, test } from '../support/test';
import { entrar } from '../support/auth';

// A push delivered to the real service worker through the DevTools protocol, as a push service would.
test('the service worker shows a pushed alert as a notification with its title, body and data', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await entrar(page);
  await page.goto('/alertas');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const cdp = await context.newCDPSession(page);
  const registros: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: typeof registros }) => registros.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  const origem = new URL(baseURL!).origin;
  await expect.poll(() => registros.find((r) => r.scopeURL === `${origem}/` && !r.isDeleted)).toBeTruthy();
  const { registrationId } = registros.find((r) => r.scopeURL === `${origem}/` && !r.isDeleted)!;

  const mensagem = {
    title: 'FIAT UNO',
    body: 'Necessita revisão: 12.000 km rodados\nNecessita revisão: 200 dias desde a última',
    data: { veiculoId: 7, ids: [11, 12] },
  };
  const entregar = () => cdp.send('ServiceWorker.deliverPushMessage', { origin: origem, registrationId, data: JSON.stringify(mensagem) });
  await entregar();

  const mostradas = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data as unknown })),
    );
  // late in a long run Chromium has dropped the first delivery now and then (the worker still starting); a push
  // service delivers again until it is taken, so does this
  await expect
    .poll(async () => {
      const shown = await mostradas();
      if (shown.length === 0) await entregar();
      return shown;
    })
    .toContainEqual(mensagem);
  // every notification shown is that message, however many deliveries it took
  expect(new Set((await mostradas()).map((n) => JSON.stringify(n)))).toEqual(new Set([JSON.stringify(mensagem)]));
});
