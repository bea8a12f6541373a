import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { BrowserRouter, FrotaProvider, http, useLocation } from '@frota/shared';
import { RemoteComponentsProvider } from '../remotes/remote-components';
import type { LoadRemoteModule } from '../remotes/remote-loader';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const neverLoads: LoadRemoteModule = () => new Promise(() => undefined);

/** Renders the shell's tree at `path` with a real BrowserRouter; `location` shows where it navigated. */
export function renderAt(path: string, ui: ReactElement, { load = neverLoads }: { load?: LoadRemoteModule } = {}) {
  window.history.pushState(null, '', path);
  return render(
    <FrotaProvider>
      <BrowserRouter>
        <RemoteComponentsProvider load={load}>
          {ui}
          <LocationProbe />
        </RemoteComponentsProvider>
      </BrowserRouter>
    </FrotaProvider>,
  );
}

/** Answers POST /login through the kit's axios client (its interceptors still run); any other call (the dashboard's) gets a 404. */
export function fakeLoginApi(answer: { status: number; body?: unknown }) {
  const previous = http.defaults.adapter;
  const calls: unknown[] = [];
  http.defaults.adapter = async (config) => {
    const login = config.url?.endsWith('/login') === true;
    if (login) calls.push(typeof config.data === 'string' ? JSON.parse(config.data) : config.data);
    const { status, body } = login ? answer : { status: 404, body: undefined };
    const response = { data: body ?? null, status, statusText: '', headers: {}, config, request: {} };
    if (status >= 400) {
      throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    }
    return response;
  };
  return { calls, restore: () => void (http.defaults.adapter = previous) };
}
