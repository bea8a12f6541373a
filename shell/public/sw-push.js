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

// Alerts are the only thing we push, so a click always leads to the alerts screen.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL('/alertas', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        return open.focus().then((client) => (client && 'navigate' in client ? client.navigate(target) : client));
      }
      return self.clients.openWindow(target);
    }),
  );
});
