import { defineConfig, type EnvironmentConfig, type HtmlTagDescriptor } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { SHELL_NAME, sharedDependencies } from '../shared/mf.config';
import { PROVIDE_BUNDLER_RUNTIME, SLIM_MF, federationRuntimeAsEsm, federationSetupRule, initContainerEntryInShell, slimFederationRuntime } from '../shared/rsbuild-mf-esm';
import { GLOBAL_CSS_ID, themeGlobalCss } from '../shared/theme-css';
import { buildDefines } from './build-info';
import pkg from './package.json';

/** The kit's domain modules every part of it imports (entities, messages, enums, formats). */
const KIT_CORE = /[\\/]shared[\\/]src[\\/]domain[\\/](entities|messages|enums|format|placa)\.ts$/;

// the dev API (pnpm dev starts it on 3001); API_PROXY_TARGET points the proxy elsewhere
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

/** The head every page of the shell shares: description, colour, the PWA manifest and icons. */
const pageHead: HtmlTagDescriptor[] = [
  { tag: 'meta', attrs: { name: 'description', content: 'Frota — gestão de frotas e locação de veículos' } },
  { tag: 'meta', attrs: { name: 'theme-color', content: '#1976d2' } },
  { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, publicPath: false },
  { tag: 'link', attrs: { rel: 'icon', type: 'image/png', sizes: '192x192', href: '/icons/icon-192.png' }, publicPath: false },
  { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }, publicPath: false },
];

/**
 * /login (issue 17): a static page with its CSS and the few lines its form needs inlined, no React nor Chakra, so a
 * phone draws it and can type at once; the app's files install in the background meanwhile. The one-bundle peer of
 * the benchmarks builds the same page.
 */
export const loginPage: EnvironmentConfig = {
  source: { entry: { login: './src/login/main.ts' } },
  // an inline script runs where it stands (defer does not apply): after the form
  html: { template: './src/login/login.html', title: 'Frota', inject: 'body', tags: pageHead },
  output: { inlineScripts: true, cleanDistPath: false },
};

/** The app's page: its template, and the theme's global CSS made here once instead of in every phone at start. */
export const appHtml: EnvironmentConfig['html'] = {
  template: './index.html',
  title: 'Frota',
  tags: [...pageHead, { tag: 'style', attrs: { id: GLOBAL_CSS_ID }, children: themeGlobalCss(), head: true, append: true }],
};

export default defineConfig({
  plugins: [pluginReact()],
  environments: {
    // the app: layout, dashboard and the remotes, behind Module Federation
    web: {
      // the versions and source hash /sobre shows and the remotes' guard compares against (issue 19)
      source: { entry: { index: './src/index.tsx' }, define: buildDefines() },
      html: SLIM_MF ? appHtml : { ...appHtml, tags: pageHead },
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
        }),
      ],
      tools: SLIM_MF
        ? { rspack: { plugins: [federationRuntimeAsEsm(), ...slimFederationRuntime(), initContainerEntryInShell()], module: { rules: [federationSetupRule('provide')] } } }
        : {},
      // the kit's small domain modules that /base, /domain and the kit itself all import: one chunk, fetched once,
      // instead of a copy in each of their chunks (each is under splitChunks' minimum size; issue 17: ~4 KB gzip)
      performance: { chunkSplit: { strategy: 'split-by-experience', forceSplitting: { 'kit-core': KIT_CORE } } },
    },
    login: loginPage,
  },
  server: {
    port: 3000,
    historyApiFallback: { rewrites: [{ from: /^\/login$/, to: '/login.html' }] },
    proxy: { '/api': api, '/config.json': api },
  },
});
