import { defineConfig, type EnvironmentConfig, type HtmlTagDescriptor } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { driverHttpClient } from '../shared/driver-http';
import { SHELL_NAME, sharedDependencies } from '../shared/mf.config';
import { PROVIDE_BUNDLER_RUNTIME, SLIM_MF, federationRuntimeAsEsm, federationSetupRule, initContainerEntryInShell, slimFederationRuntime } from '../shared/rsbuild-mf-esm';
import { GLOBAL_CSS_ID, themeGlobalCss } from '../shared/theme-css';
import { buildDefines, serviceWorkerDefine } from './build-info';
import pkg from './package.json';

/** The kit's domain modules every part of it imports (entities, messages, enums, formats). */
const KIT_CORE = /[\\/]shared[\\/]src[\\/]domain[\\/](entities|messages|enums|format|placa)\.ts$/;

// the dev API (pnpm dev starts it on 3001); API_PROXY_TARGET points the proxy elsewhere
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

/** The head every page of the shell shares: description, colour, the PWA manifest and icons. */
const pageHead = (manifest = '/manifest.webmanifest', description = 'Frota — gestão de frotas e locação de veículos'): HtmlTagDescriptor[] => [
  { tag: 'meta', attrs: { name: 'description', content: description }, head: true },
  { tag: 'meta', attrs: { name: 'theme-color', content: '#1976d2' }, head: true },
  { tag: 'link', attrs: { rel: 'manifest', href: manifest }, publicPath: false },
  { tag: 'link', attrs: { rel: 'icon', type: 'image/png', sizes: '192x192', href: '/icons/icon-192.png' }, publicPath: false },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }, publicPath: false },
];

/** The driver's pages (issue 37) install as an app of their own, scoped to /motorista/ (public/motorista/). */
const driverHead = pageHead('/motorista/manifest.webmanifest', 'Minha conta — saldo, Pix, extrato, contrato e multas');
const headOf = (entryName: string) => (entryName === 'motorista' ? driverHead : pageHead());

/**
 * /login (issue 17): a static page with its CSS and the few lines its form needs inlined, no React nor Chakra, so a
 * phone draws it and can type at once; the app's files install in the background meanwhile. The one-bundle peer of
 * the benchmarks builds the same page.
 */
export const loginPage: EnvironmentConfig = {
  source: { entry: { login: './src/login/main.ts' }, define: serviceWorkerDefine('staff') },
  // an inline script runs where it stands (defer does not apply): after the form
  html: { template: './src/login/login.html', title: 'Frota', inject: 'body', tags: pageHead() },
  output: { inlineScripts: true, cleanDistPath: false },
};

/**
 * /motorista/entrar (issue 37): the page the driver's WhatsApp link opens, static as /login is, so his first screen
 * is a few KB; the driver's page (the motorista entry of the app) installs meanwhile.
 */
export const driverSignInPage: EnvironmentConfig = {
  source: { entry: { 'motorista-entrar': './src/motorista/entrar/main.ts' }, define: serviceWorkerDefine('driver') },
  html: { template: './src/motorista/entrar/entrar.html', title: 'Minha conta', inject: 'body', tags: driverHead },
  output: { inlineScripts: true, cleanDistPath: false },
};

const themeCss: HtmlTagDescriptor = { tag: 'style', attrs: { id: GLOBAL_CSS_ID }, children: themeGlobalCss(), head: true, append: true };

/**
 * The app's pages, the staff's (index) and the driver's (motorista): their template, their head, and the theme's
 * global CSS made here once instead of in every phone at start.
 */
export const appHtml = (slim: boolean): EnvironmentConfig['html'] => ({
  template: './index.html',
  title: ({ entryName }) => (entryName === 'motorista' ? 'Minha conta' : 'Frota'),
  tags: (tags, { entryName }) => [...tags, ...headOf(entryName), ...(slim ? [themeCss] : [])] as typeof tags,
});

/**
 * An app behind Module Federation: the staff's (index) or the driver's (motorista). Each is a build of its own, so
 * the driver's page neither adds to the staff's chunks nor lengthens their ids (issue 37: the staff's first load
 * does not grow by a byte).
 */
function federatedApp(environment: string, entry: 'index' | 'motorista', file: string, extra: Pick<EnvironmentConfig, 'output'> = {}): EnvironmentConfig {
  // the driver's page talks to the API with his session (shared/driver-http.ts)
  const ownPlugins = entry === 'motorista' ? [driverHttpClient()] : [];
  return {
    ...extra,
    // the versions and source hash /sobre shows and the remotes' guard compares against (issue 19)
    source: { entry: { [entry]: file }, define: { ...buildDefines(), ...serviceWorkerDefine(entry === 'motorista' ? 'driver' : 'staff') } },
    html: appHtml(SLIM_MF),
    plugins: [
      pluginModuleFederation({
        name: SHELL_NAME,
        // no static remotes: their manifest URLs come from /config.json and are registered on first visit
        remotes: {},
        shared: sharedDependencies(pkg),
        // use the copy already loaded (the shell's) instead of asking every remote for its version first
        shareStrategy: 'loaded-first',
        // the remotes' builds use the shell's bundler runtime (shared/mf-runtime/)
        runtimePlugins: SLIM_MF ? [PROVIDE_BUNDLER_RUNTIME] : [],
        manifest: false,
        dts: false,
        // disableSnapshot: the remotes load by their remoteEntry.js, not by a manifest (remote-loader.ts), so the
        // runtime's snapshot plugin, which reads manifests and preloads from them, stays out (issue 17)
        experiments: SLIM_MF ? { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } } : { optimization: { target: 'web' } },
        },
        // each instance acts on its own environment only
        { environment },
      ),
    ],
    tools: SLIM_MF
      ? { rspack: { plugins: [...ownPlugins, federationRuntimeAsEsm(), ...slimFederationRuntime(), initContainerEntryInShell()], module: { rules: [federationSetupRule('provide')] } } }
      : { rspack: { plugins: ownPlugins } },
    // the kit's small domain modules that /base, /domain and the kit itself all import: one chunk, fetched once,
    // instead of a copy in each of their chunks (each is under splitChunks' minimum size; issue 17: ~4 KB gzip)
    performance: { chunkSplit: { strategy: 'split-by-experience', forceSplitting: { 'kit-core': KIT_CORE } } },
  };
}

export default defineConfig({
  plugins: [pluginReact()],
  environments: {
    // the staff's app: layout, dashboard and the remotes
    web: federatedApp('web', 'index', './src/index.tsx'),
    // the driver's page (issue 37), /motorista/*: his layout and the motorista remote's screens
    // its JS under static/motorista: its own service worker precaches that folder, the staff's leaves it out
    driver: federatedApp('driver', 'motorista', './src/motorista/index.tsx', {
      output: { cleanDistPath: false, distPath: { js: 'static/motorista/js', jsAsync: 'static/motorista/js/async', css: 'static/motorista/css', cssAsync: 'static/motorista/css/async' } },
    }),
    login: loginPage,
    driverSignIn: driverSignInPage,
  },
  server: {
    port: 3000,
    historyApiFallback: {
      rewrites: [
        { from: /^\/login$/, to: '/login.html' },
        { from: /^\/motorista\/entrar\/?$/, to: '/motorista-entrar.html' },
        { from: /^\/motorista(\/|$)/, to: '/motorista.html' },
      ],
    },
    proxy: { '/api': api, '/config.json': api },
  },
});
