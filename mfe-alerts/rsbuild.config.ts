import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTES, exposesOf, sharedDependencies } from '../shared/mf.config';
import pkg from './package.json';

const remote = REMOTES.alerts;

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: remote.name,
      exposes: exposesOf('alerts'),
      shared: sharedDependencies(pkg),
      manifest: true,
      dts: false,
      experiments: { optimization: { target: 'web' } },
    }),
  ],
  html: { title: `Frota · ${remote.name}` },
  // 'auto': chunks resolve beside remoteEntry.js, wherever the remote is served (/remotes/alerts/, a CDN, :alerts)
  output: { assetPrefix: 'auto' },
  dev: { assetPrefix: 'auto' },
  server: {
    port: remote.devPort,
    strictPort: true,
    cors: { origin: '*' },
    historyApiFallback: true,
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
});
