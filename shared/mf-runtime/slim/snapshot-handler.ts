// Stands in for runtime-core's SnapshotHandler in the shell's build (issue 17, ~1.3 KB gzip at /). It reads a
// remote's mf-manifest.json and serves preloadRemote; the shell does neither: it loads remotes by their
// remoteEntry.js (remote-loader.ts' entryOf) with the snapshot plugin left out (disableSnapshot). What the runtime
// still touches is here: the hooks plugins register on (none of the shell's has a snapshot hook) and the manifest
// cache removeRemote clears.

const noHooks = {
  registerPlugins: {},
  lifecycle: {},
  lifecycleKeys: [],
  applyPlugin() {},
  removePlugin() {},
};

export class SnapshotHandler {
  readonly hooks = noHooks;
  readonly manifestCache = new Map<string, unknown>();

  loadRemoteSnapshotInfo(): never {
    throw new Error('[ Federation Runtime ]: este shell não lê mf-manifest.json nem faz preloadRemote (issue 17).');
  }
}

export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: undefined, remoteSnapshot: undefined };
}
