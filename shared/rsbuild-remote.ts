// The Rsbuild config of every remote, so each remote's rsbuild.config.ts is one call.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type RsbuildConfig, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTES, exposesOf, sharedDependencies } from './mf.config';
import type { DeclaredRemote } from './src/domain/screens';
import { SLIM_MF, bundlerRuntimeFromShell, federationRuntimeAsEsm, federationSetupRule } from './rsbuild-mf-esm';

/** The kit's entries require `range` instead of what package.json says: RELEASE_FAIXA_SHARED, to test the shell's guard. */
function withKitRange(shared: ReturnType<typeof sharedDependencies>, range: string | undefined) {
  if (!range) return shared;
  return Object.fromEntries(
    Object.entries(shared).map(([name, share]) => [name, name.startsWith('@frota/shared') ? { ...share, requiredVersion: range } : share]),
  );
}

/**
 * RELEASE_EXTRA_SCREENS: a folder whose screens.json declares screens more and holds each one's `<expose>.tsx`,
 * built into this remote (e2e/fixtures: a release that adds a screen the shell was never built with).
 */
function withExtraScreens(declaration: DeclaredRemote, dir: string | undefined) {
  const exposes = exposesOf(declaration);
  if (!dir) return { declaration, exposes };
  const extra = JSON.parse(readFileSync(path.join(dir, 'screens.json'), 'utf8')) as DeclaredRemote['screens'];
  for (const { expose } of extra) exposes[`./${expose}`] = path.resolve(dir, `${expose}.tsx`);
  return { declaration: { ...declaration, screens: [...declaration.screens, ...extra] }, exposes };
}

/** Writes the remote's declaration beside remoteEntry.js, where the API reads it (api/src/releases). */
function emitScreens(declaration: DeclaredRemote): Rspack.RspackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('frota-screens', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'frota-screens', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset('screens.json', new compiler.rspack.sources.RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
        });
      });
    },
  };
}

// `pnpm release` (api/src/cli/release.ts) builds a remote with: RELEASE_DIST, the folder to build into;
// RELEASE_MARK, a text the remote shows (its e2e spec tells a release from another by it); RELEASE_FAIXA_SHARED.
export function remoteConfig(own: DeclaredRemote, pkg: { dependencies?: Record<string, string> }, { rspackPlugins = [] }: { rspackPlugins?: Rspack.RspackPluginInstance[] } = {}) {
  const remote = REMOTES[own.remote];
  const env = process.env;
  const { declaration, exposes } = withExtraScreens(own, env.RELEASE_EXTRA_SCREENS);
  return defineConfig(({ command }): RsbuildConfig => {
    // `dev` serves the standalone page for the team, with its own MF runtime. A build is only a remote: it reuses
    // the shell's MF runtime (externalRuntime, ~18 KB gzip less per remote) and so emits no page of its own.
    const standalone = command === 'dev';
    // the shell's runtime and setup code, taken instead of a copy (FROTA_SLIM_MF=0: the remote carries its own)
    const fromShell = SLIM_MF && !standalone;
    return {
      plugins: [
        pluginReact(),
        pluginModuleFederation({
          name: remote.name,
          // a fixed name beside mf-manifest.json, revalidated on every load (api's web.ts, the service worker): the
          // shell loads it directly, without the manifest and the runtime's code that reads one (issue 17)
          filename: 'remoteEntry.js',
          exposes,
          shared: withKitRange(sharedDependencies(pkg), env.RELEASE_FAIXA_SHARED),
          manifest: true,
          dts: false,
          experiments: { externalRuntime: fromShell, optimization: { target: 'web' } },
        }),
      ],
      html: { title: `Frota · ${remote.name}` },
      source: { define: { __RELEASE_MARK__: JSON.stringify(env.RELEASE_MARK ?? '') } },
      tools: {
        htmlPlugin: standalone,
        rspack: {
          plugins: [emitScreens(declaration), ...rspackPlugins, ...(SLIM_MF ? [federationRuntimeAsEsm()] : []), ...(fromShell ? [bundlerRuntimeFromShell()] : [])],
          module: { rules: fromShell ? [federationSetupRule('use')] : [] },
          // the extra screens' folder sits outside the remote: its imports resolve from the remote's packages
          ...(env.RELEASE_EXTRA_SCREENS ? { resolve: { modules: ['node_modules', path.resolve('node_modules')] } } : {}),
        },
      },
      // 'auto': chunks resolve beside the remote entry, wherever it is served (/remotes/<x>/, a CDN, a dev port)
      output: { assetPrefix: 'auto', ...(env.RELEASE_DIST ? { distPath: { root: env.RELEASE_DIST } } : {}) },
      // HMR breaks with two entries (page + container) under Rspack 2 ("Chunk is from another build"): live reload
      dev: { assetPrefix: 'auto', hmr: false },
      server: {
        port: remote.devPort,
        strictPort: true,
        cors: { origin: '*' },
        historyApiFallback: true,
        // the dev API (pnpm dev starts it on 3001); API_PROXY_TARGET points the proxy elsewhere
        proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001' },
      },
    };
  });
}
