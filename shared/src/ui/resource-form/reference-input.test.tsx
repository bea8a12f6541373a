import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, idOpcional, texto } from '../../domain';
import { createResource } from '../../data/resource';
import { useFakeApi } from '../testing/fake-api';
import { renderWithKit } from '../testing/render';
import { ResourceForm } from './resource-form';

interface Carro {
  id: number;
  placa: string;
}
const carros = createResource<Carro>({ name: 'carros', endpoint: '/carros' });
const reservaInput = z.object({ cliente: texto(), carro_id: id(), reserva_id: idOpcional() });
const reservas = createResource<{ id: number }, z.output<typeof reservaInput>>({ name: 'reservas', endpoint: '/reservas' });
const frota: Carro[] = [
  { id: 1, placa: 'ABC-1234' },
  { id: 2, placa: 'XYZ-9A87' },
];

let api: ReturnType<typeof useFakeApi> | undefined;
afterEach(() => api?.restore());

describe('reference field', () => {
  it('offers the other resource rows, searches them on the server and sends the chosen id', async () => {
    const user = userEvent.setup();
    api = useFakeApi(({ method, url, params, body }) => {
      if (url === '/carros') {
        const q = typeof params.q === 'string' ? params.q.toUpperCase() : '';
        const rows = frota.filter((c) => c.placa.includes(q));
        return { status: 200, body: rows, headers: { 'x-total-count': String(rows.length) } };
      }
      return method === 'POST' ? { status: 201, body: { id: 9, ...(body as object) } } : { status: 404, body: { message: 'x' } };
    });
    renderWithKit(
      <ResourceForm
        resource={reservas}
        schema={reservaInput}
        title="Nova reserva"
        listPath="/reservas"
        texts={{ created: 'Reserva criada com sucesso!', updated: '', saveError: 'Erro ao salvar reserva.', loadError: '' }}
        fields={[
          { name: 'cliente', label: 'Cliente', type: 'text' },
          { name: 'carro_id', label: 'Carro', type: 'reference', resource: carros, optionLabel: (c: Carro) => c.placa },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Carro' });
    await screen.findByRole('option', { name: 'XYZ-9A87' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar carro' }), 'xyz');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'ABC-1234' })).not.toBeInTheDocument());
    expect(api.requests.at(-1)?.params).toMatchObject({ q: 'xyz' });
    await user.type(screen.getByRole('textbox', { name: 'Cliente' }), 'Ana');
    await user.selectOptions(select, 'XYZ-9A87');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Reserva criada com sucesso!')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ cliente: 'Ana', carro_id: 2, reserva_id: null });
  });
});
