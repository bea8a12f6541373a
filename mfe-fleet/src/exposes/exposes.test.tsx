import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BrowserRouter, FrotaProvider, Route, Routes } from '@frota/shared';
import Motoristas from './motoristas';
import Rastreadores from './rastreadores';

// mounted as the shell's route table mounts them; the vehicle screens have their own tests (src/veiculos)
function renderAt(path: string) {
  window.history.pushState(null, '', path);
  render(
    <FrotaProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/motoristas/*" element={<Motoristas />} />
          <Route path="/rastreadores/*" element={<Rastreadores />} />
        </Routes>
      </BrowserRouter>
    </FrotaProvider>,
  );
}

describe('fleet exposes', () => {
  it.each([
    ['/motoristas', 'Motoristas'],
    ['/motoristas/novo', 'Novo motorista'],
    ['/motoristas/8/editar', 'Editar motorista'],
    ['/rastreadores', 'Rastreadores'],
    ['/rastreadores/novo', 'Novo rastreador'],
    ['/rastreadores/5/editar', 'Editar rastreador'],
  ])('%s renders "%s"', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Em construção')).toBeInTheDocument();
  });
});
