/* Push handlers, imported by the Workbox-generated /sw.js (scripts/build-sw.mjs). */

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Frota';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      data: message.data || {},
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'pt-BR',
    }),
  );
});

// A staff alert opens /alertas. A driver's aviso (issue 37: a charge due tomorrow, a new fine) says its page in
// data.url, under /motorista: it opens there, in a window of the driver's page, never in a staff one.
const DRIVER_PAGE = /^\/motorista(\/|$)/;

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const asked = event.notification.data && event.notification.data.url;
  const forDriver = typeof asked === 'string' && DRIVER_PAGE.test(asked);
  const target = new URL(forDriver ? asked : '/alertas', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => {
        const url = new URL(client.url);
        return url.origin === self.location.origin && DRIVER_PAGE.test(url.pathname) === forDriver;
      });
      if (open) {
        return open.focus().then((client) => (client && 'navigate' in client ? client.navigate(target) : client));
      }
      return self.clients.openWindow(target);
    }),
  );
});
