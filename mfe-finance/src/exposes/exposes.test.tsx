import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import Contratos from './contratos';
import Pagamentos from './pagamentos';
import VehiclePayments from './VehiclePayments';
import { fakeApi, openAt } from '../testing/fake-api';

fakeApi();

describe('finance exposes', () => {
  it.each([
    ['/contratos', '/contratos/*', <Contratos />, 'Contratos'],
    ['/contratos/novo', '/contratos/*', <Contratos />, 'Novo contrato'],
    ['/pagamentos', '/pagamentos/*', <Pagamentos />, 'Pagamentos'],
    ['/pagamentos/novo', '/pagamentos/*', <Pagamentos />, 'Novo pagamento'],
    ['/veiculos/7/pagamentos', '/veiculos/:id/pagamentos', <VehiclePayments />, 'Pagamentos do veículo'],
  ])('%s, mounted where the shell mounts it, renders "%s" (no placeholder left)', async (path, mount, element, title) => {
    openAt(path, mount, element);
    expect(await screen.findByRole('heading', { level: 1, name: title as string })).toBeInTheDocument();
    expect(screen.queryByText('Em construção')).not.toBeInTheDocument();
  });
});
