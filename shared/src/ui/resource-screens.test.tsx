import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entityTexts } from '../domain';
import { createResource } from '../data/resource';
import { Button } from './chakra-base';
import { defineResourceScreens } from './resource-screens';
import { fakeApi, listOf, renderAt } from '../testing';

interface Carro {
  id: number;
  placa: string;
}

const carros = createResource<Carro, { placa: string }>({ name: 'carros', endpoint: '/carros' });

function usePendentes() {
  const [params] = useSearchParams();
  return params.get('pendentes') === '1' ? { pago: false } : {};
}

function SoPendentes() {
  const [, setParams] = useSearchParams();
  return <Button onClick={() => setParams({ pendentes: '1' })}>Só pendentes</Button>;
}

const screens = defineResourceScreens({
  path: '/carros',
  resource: carros,
  texts: entityTexts.veiculos,
  list: { columns: [{ key: 'placa', label: 'Placa' }], filters: { frota: 'sp' }, useFilters: usePendentes, toolbar: <SoPendentes /> },
  form: { schema: z.object({ placa: z.string() }), fields: [], createTitle: 'Novo carro', editTitle: 'Editar carro' },
});

const api = fakeApi();

describe('defineResourceScreens list filters', () => {
  it('sends the fixed filters merged with those of useFilters, and follows their changes', async () => {
    const user = userEvent.setup();
    api.answer = () => listOf([{ id: 1, placa: 'ABC-1234' }]);
    renderAt('/carros', { '/carros/*': <screens.Screens /> });
    expect(await screen.findByText('ABC-1234')).toBeInTheDocument();
    expect(api.seen[0]?.query).toEqual({ page: '1', pageSize: '20', sort: 'id', order: 'desc', frota: 'sp' });
    await user.click(screen.getByRole('button', { name: 'Só pendentes' }));
    await waitFor(() => expect(api.seen.at(-1)?.query).toEqual({ page: '1', pageSize: '20', sort: 'id', order: 'desc', frota: 'sp', pago: 'false' }));
  });
});
