import type { ReactElement } from 'react';
import { renderAt as renderInKit } from '@frota/shared/testing';
import type { DeclaredRemote } from '@frota/shared/base';
import { RemoteComponentsProvider } from '../remotes/remote-components';
import type { LoadRemoteModule } from '../remotes/remote-loader';
import { RemoteScreensProvider } from '../remotes/remote-screens';
import { DECLARATIONS } from './declarations';

const neverLoads: LoadRemoteModule = () => new Promise(() => undefined);

/**
 * Renders the shell's tree at `path` with the kit's test harness (real BrowserRouter, `location` probe); remotes
 * come from `load`, their screens from the remotes' own declarations unless `declarations` says otherwise.
 */
export function renderAt(path: string, ui: ReactElement, { load = neverLoads, declarations = DECLARATIONS }: { load?: LoadRemoteModule; declarations?: DeclaredRemote[] } = {}) {
  return renderInKit(
    path,
    <RemoteScreensProvider declarations={declarations}>
      <RemoteComponentsProvider load={load}>{ui}</RemoteComponentsProvider>
    </RemoteScreensProvider>,
  );
}
