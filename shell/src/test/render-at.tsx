import type { ReactElement } from 'react';
import { renderAt as renderInKit, type Answer, type Seen } from '@frota/shared/testing';
import { RemoteComponentsProvider } from '../remotes/remote-components';
import type { LoadRemoteModule } from '../remotes/remote-loader';

const neverLoads: LoadRemoteModule = () => new Promise(() => undefined);

/** Renders the shell's tree at `path` with the kit's test harness (real BrowserRouter, `location` probe); remotes come from `load`. */
export function renderAt(path: string, ui: ReactElement, { load = neverLoads }: { load?: LoadRemoteModule } = {}) {
  return renderInKit(path, <RemoteComponentsProvider load={load}>{ui}</RemoteComponentsProvider>);
}

/** A fake API's answers when only POST /login matters: any other call (the dashboard's) gets a 404. */
export const onlyLogin =
  (answer: Answer) =>
  (request: Seen): Answer =>
    request.method === 'POST' && request.path === '/api/login' ? answer : { status: 404 };
