import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '../../data/query-client';
import { FrotaProvider } from '../frota-provider';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a screen inside the kit's providers and a memory router; `location` shows where it navigated. */
export function renderWithKit(ui: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 }, mutations: { retry: false } });
  const result = render(
    <FrotaProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </FrotaProvider>,
  );
  return { ...result, queryClient };
}
