// Post-build step: generates the two service workers with Workbox (workbox-webpack-plugin's InjectManifest crashes
// under Rspack 2, so this runs after `rsbuild build`):
// - dist/sw.js, the staff's (scope /): precaches the staff's app and serves index.html for its navigations offline
//   (login.html for /login);
// - dist/motorista/sw.js, the driver's (scope /motorista/, issue 37): precaches only his page and his sign-in, so
//   his phone downloads none of the staff's app, nor a staff phone his.
// Both cache the remotes' files as they are used (a published release's files cache-first) and import the push
// handlers (sw-push.js).
import { generateSW } from 'workbox-build';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** The driver's pages' own files: his app's build writes its JS under static/motorista (rsbuild.config.ts). */
const DRIVER_FILES = ['motorista.html', 'motorista-entrar.html', 'motorista/**', 'static/motorista/**'];

const common = {
  globDirectory: dist,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  cleanupOutdatedCaches: true,
  importScripts: ['/sw-push.js'],
  // rsbuild puts a content hash in every static file name: no cache-busting query needed
  dontCacheBustURLsMatching: /^\/?static\//,
};

/** What both cache at run time: the API never, /config.json fresh when online, the remotes' files as they are used. */
const remotesAndApi = [
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
    urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/remotes\/[^/]+\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
    handler: 'NetworkFirst',
    options: { cacheName: 'frota-remote-entries', networkTimeoutSeconds: 3 },
  },
  {
    // the other remote files carry a content hash
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/remotes/'),
    handler: 'StaleWhileRevalidate',
    options: { cacheName: 'frota-remote-chunks', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
  },
];

const staff = await generateSW({
  ...common,
  globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,woff2}'],
  globIgnores: ['sw.js', 'sw-push.js', '**/*.map', '**/*.LICENSE.txt', ...DRIVER_FILES],
  swDest: join(dist, 'sw.js'),
  navigateFallback: '/index.html',
  // the driver's pages are his service worker's
  navigateFallbackDenylist: [/^\/login$/, /^\/motorista(\/|$)/, /^\/api(\/|$)/, /^\/remotes\//, /^\/published\//, /^\/config\.json$/, /^\/sw(-push)?\.js$/],
  runtimeCaching: [
    {
      // /login is its own static page (issue 17): the server's copy when online, the last one offline
      urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && url.pathname === '/login',
      handler: 'NetworkFirst',
      options: { cacheName: 'frota-login', networkTimeoutSeconds: 3 },
    },
    ...remotesAndApi,
  ],
});

const driver = await generateSW({
  ...common,
  cacheId: 'frota-motorista',
  globPatterns: ['motorista.html', 'motorista-entrar.html', 'motorista/*.webmanifest', 'static/motorista/**/*.{js,css}', 'icons/*.png'],
  // it lives at /motorista/sw.js: its URLs are the site's, not relative to it
  modifyURLPrefix: { '': '/' },
  swDest: join(dist, 'motorista', 'sw.js'),
  navigateFallback: '/motorista.html',
  navigateFallbackAllowlist: [/^\/motorista(\/|$)/],
  navigateFallbackDenylist: [/^\/motorista\/entrar\/?$/, /^\/motorista\/sw\.js$/, /\.webmanifest$/],
  runtimeCaching: [
    {
      // his sign-in from the link: the server's copy when online, the last one offline
      urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && /^\/motorista\/entrar\/?$/.test(url.pathname),
      handler: 'NetworkFirst',
      options: { cacheName: 'frota-motorista-entrar', networkTimeoutSeconds: 3 },
    },
    ...remotesAndApi,
  ],
});

for (const warning of [...staff.warnings, ...driver.warnings]) console.warn(`[sw] ${warning}`);
const kib = (size) => `${(size / 1024).toFixed(1)} KiB`;
console.log(`[sw] dist/sw.js: ${staff.count} arquivos pré-cacheados (${kib(staff.size)}); dist/motorista/sw.js: ${driver.count} (${kib(driver.size)})`);
