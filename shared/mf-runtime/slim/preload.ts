// Stands in for runtime-core's utils/preload.js in the shell's build (issue 17, ~0.8 KB gzip at /): it serves
// preloadRemote and the snapshot plugin, neither of which the shell uses (see snapshot-handler.ts).

function notInThisShell(): never {
  throw new Error('[ Federation Runtime ]: este shell não faz preloadRemote (issue 17).');
}

export const preloadAssets = notInThisShell;
export const formatPreloadArgs = notInThisShell;
export const defaultPreloadArgs = notInThisShell;
export const normalizePreloadExposes = notInThisShell;
