import { render } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { BrowserRouter } from '../ui/browser-router';
import { createQueryClient } from '../data/query-client';
import { FrotaProvider } from '../ui/frota-provider';
import { meKey } from '../data/me';
import { testUser } from './signed-in-as';

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * Opens `path` inside the kit's providers (a fresh query cache without retries) and a real BrowserRouter;
 * the current path and query show in data-testid="location". `routes` is either each element at its mount
 * (`{ '/veiculos/*': <Veiculos /> }`, as the shell mounts the exposes) or a tree that holds its own <Routes>.
 */
export function renderAt(path: string, routes: Record<string, ReactElement> | ReactElement) {
  window.history.pushState(null, '', path);
  const queryClient = createQueryClient();
  // the app's write settings stay (a write offline fails at once, networkMode 'always'); no retries here
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { ...queryClient.getDefaultOptions().mutations, retry: false } });
  const user = testUser();
  if (user) queryClient.setQueryData(meKey, user);
  const result = render(
    <FrotaProvider queryClient={queryClient}>
      <BrowserRouter>
        {isValidElement(routes) ? (
          routes
        ) : (
          <Routes>
            {Object.entries(routes).map(([mount, element]) => (
              <Route key={mount} path={mount} element={element} />
            ))}
          </Routes>
        )}
        <Location />
      </BrowserRouter>
    </FrotaProvider>,
  );
  return { ...result, queryClient };
}
