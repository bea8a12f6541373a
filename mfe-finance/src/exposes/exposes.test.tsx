import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, renderAt } from '@frota/shared/testing';
import Contratos from './contratos';
import Pagamentos from './pagamentos';
import VehiclePayments from './VehiclePayments';

fakeApi();

// mounted as the shell's route table mounts them; each screen has its own tests beside its code
const mounts = {
  '/contratos/*': <Contratos />,
  '/pagamentos/*': <Pagamentos />,
  '/veiculos/:id/pagamentos': <VehiclePayments />,
};

describe('finance exposes', () => {
  it.each([
    ['/contratos', 'Contratos'],
    ['/contratos/novo', 'Novo contrato'],
    ['/pagamentos', 'Pagamentos'],
    ['/pagamentos/novo', 'Novo pagamento'],
    ['/veiculos/7/pagamentos', 'Pagamentos do veículo'],
  ])('%s, mounted where the shell mounts it, renders "%s" (no placeholder left)', async (path, title) => {
    renderAt(path, mounts);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Em construção')).not.toBeInTheDocument();
  });
});
