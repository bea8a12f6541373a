import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BrowserRouter, FrotaProvider, Route, Routes } from '@frota/shared';
import Manutencoes from './manutencoes';
import Multas from './multas';
import Sinistros from './sinistros';

// mounted as the shell's route table mounts them
function renderAt(path: string) {
  window.history.pushState(null, '', path);
  render(
    <FrotaProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/manutencoes/*" element={<Manutencoes />} />
          <Route path="/multas/*" element={<Multas />} />
          <Route path="/sinistros/*" element={<Sinistros />} />
        </Routes>
      </BrowserRouter>
    </FrotaProvider>,
  );
}

describe('incidents exposes', () => {
  it.each([
    ['/manutencoes', 'Manutenções'],
    ['/manutencoes/novo', 'Nova manutenção'],
    ['/manutencoes/2/editar', 'Editar manutenção'],
    ['/multas', 'Multas'],
    ['/multas/novo', 'Nova multa'],
    ['/multas/3/editar', 'Editar multa'],
    ['/sinistros', 'Sinistros'],
    ['/sinistros/novo', 'Novo sinistro'],
    ['/sinistros/1/editar', 'Editar sinistro'],
  ])('%s renders "%s"', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Em construção')).toBeInTheDocument();
  });
});
