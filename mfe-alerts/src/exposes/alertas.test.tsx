import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BrowserRouter, FrotaProvider, Route, Routes } from '@frota/shared';
import Alertas from './alertas';

describe('alerts expose', () => {
  it('renders the alerts screen at /alertas, as the shell mounts it', () => {
    window.history.pushState(null, '', '/alertas');
    render(
      <FrotaProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/alertas/*" element={<Alertas />} />
          </Routes>
        </BrowserRouter>
      </FrotaProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Alertas' })).toBeInTheDocument();
    expect(screen.getByText('Em construção')).toBeInTheDocument();
  });
});
