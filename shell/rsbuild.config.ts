import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { SHELL_NAME, sharedDependencies } from '../shared/mf.config';
import pkg from './package.json';

// the dev API (pnpm dev starts it on 3001); API_PROXY_TARGET points the proxy elsewhere
const api = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: SHELL_NAME,
      // no static remotes: their manifest URLs come from /config.json and are registered on first visit
      remotes: {},
      shared: sharedDependencies(pkg),
      // use the copy already loaded (the shell's) instead of asking every remote for its version first
      shareStrategy: 'loaded-first',
      manifest: false,
      dts: false,
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
  html: {
    template: './index.html',
    title: 'Frota',
  },
  server: {
    port: 3000,
    historyApiFallback: true,
    proxy: { '/api': api, '/config.json': api },
  },
});
