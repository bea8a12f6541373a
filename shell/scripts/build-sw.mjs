// Post-build step: generates dist/sw.js with Workbox. It precaches the shell's own build, serves index.html
// for the app's navigations offline (login.html for /login, the driver's pages for /motorista/…), caches remote chunks as they are used (a published
// release's files cache-first), and imports the push handlers (sw-push.js).
// (workbox-webpack-plugin's InjectManifest crashes under Rspack 2, so this runs after `rsbuild build`.)
import { generateSW } from 'workbox-build';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,woff2}'],
  globIgnores: ['sw.js', 'sw-push.js', '**/*.map', '**/*.LICENSE.txt'],
  swDest: join(dist, 'sw.js'),
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  cleanupOutdatedCaches: true,
  importScripts: ['/sw-push.js'],
  // rsbuild puts a content hash in every static file name: no cache-busting query needed
  dontCacheBustURLsMatching: /^static\//,
  navigateFallback: '/index.html',
  navigateFallbackDenylist: [/^\/login$/, /^\/motorista(\/|$)/, /^\/api(\/|$)/, /^\/remotes\//, /^\/published\//, /^\/config\.json$/, /^\/sw(-push)?\.js$/],
  runtimeCaching: [
    {
      // /login is its own static page (issue 17): the server's copy when online, the last one offline
      urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && url.pathname === '/login',
      handler: 'NetworkFirst',
      options: { cacheName: 'frota-login', networkTimeoutSeconds: 3 },
    },
    {
      // the driver's pages (issue 37): the server's copy when online; offline, the precached one (his sign-in page
      // at /motorista/entrar, his app at every other /motorista path). Written out: generateSW serializes it.
      urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && /^\/motorista(\/|$)/.test(url.pathname),
      handler: async ({ request, url }) => {
        const page = /^\/motorista\/entrar\/?$/.test(url.pathname) ? '/motorista-entrar.html' : '/motorista.html';
        try {
          return await fetch(request);
        } catch (error) {
          const precached = await caches.match(page, { ignoreSearch: true });
          if (precached) return precached;
          throw error;
        }
      },
    },
    {
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'),
      handler: 'NetworkOnly',
    },
    {
      // fresh when online (a remote URL may change with no rebuild); the last copy keeps the app usable offline
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
      handler: 'NetworkFirst',
      options: { cacheName: 'frota-config', networkTimeoutSeconds: 3 },
    },
    {
      // a published release's folder is never rewritten (its name carries the version and the hash, issue 19): a
      // copy once fetched is the right one for good
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/published/'),
      handler: 'CacheFirst',
      options: { cacheName: 'frota-published', expiration: { maxEntries: 300, maxAgeSeconds: 365 * 24 * 3600 } },
    },
    {
      // manifest and remoteEntry keep their names across deploys: ask the network first
      urlPattern: ({ url, sameOrigin }) =>
        sameOrigin && /^\/remotes\/[^/]+\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
      handler: 'NetworkFirst',
      options: { cacheName: 'frota-remote-entries', networkTimeoutSeconds: 3 },
    },
    {
      // the other remote files carry a content hash
      urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/remotes/'),
      handler: 'StaleWhileRevalidate',
      options: { cacheName: 'frota-remote-chunks', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
    },
  ],
});

for (const warning of warnings) console.warn(`[sw] ${warning}`);
console.log(`[sw] dist/sw.js: ${count} arquivos pré-cacheados (${(size / 1024).toFixed(1)} KiB)`);
