// The one-bundle peer of issue 7: the same shell and remotes built as one app without Module Federation.
// Each remote route is a plain dynamic import of the remote's expose file, so @frota/shared tree-shakes
// and nothing is negotiated at run time. `pnpm bench` builds it into bench/one-bundle/dist.
import { fileURLToPath } from 'node:url';
import { defineConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { serviceWorkerDefine } from '../../shell/build-info';
import { appHtml, loginPage } from '../../shell/rsbuild.config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('../../shell'),
  plugins: [pluginReact()],
  output: { distPath: { root: here('./dist') } },
  environments: {
    web: {
      source: { entry: { index: './src/index.tsx' }, define: serviceWorkerDefine('staff') },
      html: appHtml(true),
      output: { cleanDistPath: true },
      tools: {
        rspack: {
          plugins: [new rspack.NormalModuleReplacementPlugin(/remotes[\\/]remote-loader(\.ts)?$/, here('./static-loader.ts'))],
        },
      },
    },
    // the same static /login as ours
    login: loginPage,
  },
});
