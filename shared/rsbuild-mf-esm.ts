// Module Federation's runtime packages ship ESM and CommonJS builds, and @rspack/core picks the CommonJS ones
// (it finds them with require.resolve and aliases @module-federation/runtime to its index.cjs): CommonJS keeps every
// export, so the whole SDK, its logger and error tables came along. Their ESM twins tree-shake (issue 17: each
// remote entry 13.7 → 8.3 KB gzip, the shell's 31.8 → 26.6 KB).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Rspack } from '@rsbuild/core';

/**
 * The one switch over what this file, shared/mf-runtime/ and the theme CSS in the shell's page take off the first
 * load (DESIGN.md, "A phone's first load"). FROTA_SLIM_MF=0 builds Module Federation as its plugin ships it: no ESM
 * swap, no stand-ins, no runtime or setup code shared from the shell, no external runtime, and no global CSS in the
 * page, so Chakra's system reads its own `_global` (the getter patches/@chakra-ui__react makes lazy) at the first
 * render, as an unpatched Chakra does. For an rspack or Module Federation upgrade that breaks any of it; the shell
 * and every remote it loads are built with the same setting (a slim remote needs a slim shell).
 */
export const SLIM_MF = process.env.FROTA_SLIM_MF !== '0';

const CJS_FILE = /[\\/]@module-federation[\\/][\w-]+[\\/]dist[\\/].+\.cjs$/;

/** The ESM file beside a CommonJS one of the same package (error-codes names its ESM files .mjs). */
function esmTwin(file: string): string | undefined {
  const base = file.slice(0, -'.cjs'.length);
  return [`${base}.js`, `${base}.mjs`].find((candidate) => existsSync(candidate));
}

interface Replaced {
  request: string;
  createData?: { resource?: string; request?: string; userRequest?: string };
}

export function federationRuntimeAsEsm(): Rspack.RspackPluginInstance {
  return new rspack.NormalModuleReplacementPlugin(CJS_FILE, (data: Replaced) => {
    const created = data.createData;
    // resolved (the alias and the runtime's own requires): swap the file; requested by path (the bundler runtime, the
    // runtime plugins): swap the request
    if (created?.resource) {
      const twin = esmTwin(created.resource);
      if (!twin) return;
      const swap = (text?: string) => text?.replace(created.resource ?? '', twin);
      created.request = swap(created.request);
      created.userRequest = swap(created.userRequest);
      created.resource = twin;
    } else if (CJS_FILE.test(data.request)) {
      data.request = esmTwin(data.request) ?? data.request;
    }
  });
}

const FEDERATION_SETUP_LOADER = fileURLToPath(new URL('./mf-runtime/federation-setup-loader.cjs', import.meta.url));

/**
 * The module the MF plugin writes into every build (named @module-federation/runtime/rspack.js), whose code is the
 * same in each: the shell publishes it as a function ('provide'), a remote's build calls that ('use') instead of a
 * copy (mf-runtime/federation-setup-loader.cjs; issue 17: ~1.3 KB gzip per remote entry).
 */
export function federationSetupRule(role: 'provide' | 'use'): Rspack.RuleSetRule {
  return { test: /@module-federation[\\/]runtime[\\/]rspack\.js$/, enforce: 'pre', use: [{ loader: FEDERATION_SETUP_LOADER, options: { role } }] };
}

const slim = (file: string) => fileURLToPath(new URL(`./mf-runtime/slim/${file}`, import.meta.url));

/**
 * In the shell's build: the runtime's error sentences, its manifest reader and preloader (the remotes load by
 * remoteEntry.js) and its logger's tooling parts give way to the small stand-ins of mf-runtime/slim/ (issue 17:
 * ~3 KB gzip at /).
 */
export function slimFederationRuntime(): Rspack.RspackPluginInstance[] {
  return [
    new rspack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]error-codes[\\/]dist[\\/]desc\.(mjs|cjs)$/, slim('error-descriptions.ts')),
    new rspack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.(js|cjs)$/, slim('snapshot-handler.ts')),
    new rspack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.(js|cjs)$/, slim('preload.ts')),
    new rspack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]logger\.(js|cjs)$/, slim('logger.ts')),
  ];
}

/** @module-federation/webpack-bundler-runtime's dist folder, found the way the MF plugin finds it. */
function bundlerRuntimeDist(): string {
  const fromHere = createRequire(import.meta.url);
  const enhanced = createRequire(fromHere.resolve('@module-federation/rsbuild-plugin'));
  const bundlerRuntime = createRequire(enhanced.resolve('@module-federation/enhanced')).resolve('@module-federation/webpack-bundler-runtime');
  return dirname(bundlerRuntime);
}

/** In the shell's build: the bundler runtime's own initContainerEntry, which it hands to the remotes. */
export function initContainerEntryInShell(): Rspack.RspackPluginInstance {
  return new rspack.NormalModuleReplacementPlugin(/[\\/]mf-runtime[\\/]init-container-entry\.ts$/, join(bundlerRuntimeDist(), 'initContainerEntry.js'));
}

/** The shell's runtime plugin that hands its bundler runtime to the remotes. */
export const PROVIDE_BUNDLER_RUNTIME = fileURLToPath(new URL('./mf-runtime/provide-bundler-runtime.ts', import.meta.url));

const BUNDLER_RUNTIME_DIST = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist$/;
const SHELL_FUNCTIONS = fileURLToPath(new URL('./mf-runtime/shell-bundler-runtime.ts', import.meta.url));
const REMOTE_RUNTIME = fileURLToPath(new URL('./mf-runtime/remote-runtime.ts', import.meta.url));

/**
 * In a remote's build: the bundler runtime's function modules come from the shell instead of a copy of their own
 * (shared/mf-runtime/), and @module-federation/runtime, which the bundler runtime only asks for `init`, is that init.
 */
export function bundlerRuntimeFromShell(): Rspack.RspackPluginInstance {
  return new rspack.NormalModuleReplacementPlugin(
    /^(\.\/(remotes|consumes|initializeSharing|installInitialConsumes|init|initContainerEntry|getSharedFallbackGetter|attachShareScopeMap)\.js|@module-federation\/runtime)$/,
    (data: Replaced & { context?: string }) => {
      if (data.createData || !BUNDLER_RUNTIME_DIST.test(data.context ?? '')) return;
      data.request = data.request.startsWith('./') ? SHELL_FUNCTIONS : REMOTE_RUNTIME;
    },
  );
}
