import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { veiculos } from '../data/resources';
import { fakeApi, renderAt } from '../testing';
import { Button } from './chakra-base';
import { VeiculoHeader } from './veiculo-header';

const api = fakeApi();

describe('VeiculoHeader', () => {
  it('shows the title at once, the vehicle by plate, model and brand once loaded, and the actions', async () => {
    api.answer = () => ({ status: 200, body: { id: 4, placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET' } });
    renderAt('/', {
      '*': (
        <VeiculoHeader titulo="Relatório do veículo" id={4}>
          <Button>Atualizar</Button>
        </VeiculoHeader>
      ),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Relatório do veículo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
    expect(await screen.findByText('ABC-1D23 — ONIX CHEVROLET')).toBeInTheDocument();
    expect(api.seen.map((r) => r.url)).toEqual(['/api/veiculos/4']);
  });

  it('keeps only the title when the vehicle cannot be loaded', async () => {
    api.answer = () => ({ status: 404, body: { message: 'Veículo não encontrado' } });
    const { queryClient } = renderAt('/', { '*': <VeiculoHeader titulo="Pagamentos do veículo" id={99} /> });
    await waitFor(() => expect(queryClient.getQueryState(veiculos.keys.one(99))?.status).toBe('error'));
    expect(screen.getByRole('heading', { level: 1, name: 'Pagamentos do veículo' })).toBeInTheDocument();
    expect(screen.queryByText(/—/)).not.toBeInTheDocument();
  });
});
