// In a remote's build, stands in for the function modules of @module-federation/webpack-bundler-runtime (remotes.js,
// consumes.js, ...): the shell provides them (provide-bundler-runtime.ts), ~4 KB gzip less per remote entry. The
// package's own index still makes the remote's federation object and its state.
import { BUNDLER_RUNTIME_GLOBAL, type BundlerFunctions } from './provide-bundler-runtime';

const provided = (globalThis as unknown as Record<string, BundlerFunctions | undefined>)[BUNDLER_RUNTIME_GLOBAL];
if (!provided) throw new Error('O runtime de Module Federation do shell precisa carregar antes deste remoto.');

export const { remotes, consumes, I: initializeSharing, installInitialConsumes, init, initContainerEntry, getSharedFallbackGetter, attachShareScopeMap } = provided;
