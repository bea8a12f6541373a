import type { ReactElement } from 'react';
import { renderAt as renderInKit } from '@frota/shared/testing';
import { RemoteComponentsProvider } from '../remotes/remote-components';
import type { LoadRemoteModule } from '../remotes/remote-loader';

const neverLoads: LoadRemoteModule = () => new Promise(() => undefined);

/** Renders the shell's tree at `path` with the kit's test harness (real BrowserRouter, `location` probe); remotes come from `load`. */
export function renderAt(path: string, ui: ReactElement, { load = neverLoads }: { load?: LoadRemoteModule } = {}) {
  return renderInKit(path, <RemoteComponentsProvider load={load}>{ui}</RemoteComponentsProvider>);
}
