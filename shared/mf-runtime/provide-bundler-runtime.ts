// A runtime plugin of the shell (issue 17): hands the functions of its Module Federation bundler runtime (which load
// remotes and shared modules in a webpack/rspack build) to the remotes, whose builds take them instead of a copy of
// their own (shell-bundler-runtime.ts). They keep no state: each call gets the calling build's __webpack_require__.
// The same contract as provideExternalRuntime's runtime-core, and like it the shell must be loaded first.
import { initContainerEntry } from './init-container-entry';

/** Where the shell leaves those functions for the remotes. */
export const BUNDLER_RUNTIME_GLOBAL = '_FROTA_FEDERATION_BUNDLER_RUNTIME';

export interface BundlerFunctions {
  remotes: unknown;
  consumes: unknown;
  I: unknown;
  installInitialConsumes: unknown;
  init: unknown;
  /** a remote's, which the shell's own bundler runtime leaves out (it exposes nothing): see init-container-entry.ts */
  initContainerEntry: unknown;
  getSharedFallbackGetter: unknown;
  attachShareScopeMap: unknown;
}

declare const __webpack_require__: {
  federation: { bundlerRuntime: Omit<BundlerFunctions, 'attachShareScopeMap' | 'initContainerEntry'>; attachShareScopeMap: unknown };
};

export default function provideBundlerRuntime() {
  return {
    name: 'frota-provide-bundler-runtime',
    beforeInit<T>(args: T): T {
      const { bundlerRuntime, attachShareScopeMap } = __webpack_require__.federation;
      const provided: BundlerFunctions = { ...bundlerRuntime, attachShareScopeMap, initContainerEntry };
      (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] ??= provided;
      return args;
    },
  };
}
