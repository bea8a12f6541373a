import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BrowserRouter, FrotaProvider, Route, Routes } from '@frota/shared';
import Contratos from './contratos';
import Pagamentos from './pagamentos';
import VehiclePayments from './VehiclePayments';

// mounted as the shell's route table mounts them
function renderAt(path: string) {
  window.history.pushState(null, '', path);
  render(
    <FrotaProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/contratos/*" element={<Contratos />} />
          <Route path="/pagamentos/*" element={<Pagamentos />} />
          <Route path="/veiculos/:id/pagamentos" element={<VehiclePayments />} />
        </Routes>
      </BrowserRouter>
    </FrotaProvider>,
  );
}

describe('finance exposes', () => {
  it.each([
    ['/contratos', 'Contratos'],
    ['/contratos/novo', 'Novo contrato'],
    ['/contratos/4/editar', 'Editar contrato'],
    ['/pagamentos', 'Pagamentos'],
    ['/pagamentos/novo', 'Novo pagamento'],
    ['/pagamentos/9/editar', 'Editar pagamento'],
    ['/veiculos/7/pagamentos', 'Pagamentos do veículo 7'],
  ])('%s renders "%s"', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Em construção')).toBeInTheDocument();
  });
});
