import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, idOpcional, texto } from '../../domain';
import { createResource } from '../../data/resource';
import { fakeApi, listOf, openNovaReserva } from '../../testing';
import type { FieldConfig } from './field-config';
import { OPTIONS_ERROR } from './reference-input';

interface Carro {
  id: number;
  placa: string;
}
const carros = createResource<Carro>({ name: 'carros', endpoint: '/carros' });
const reservaInput = z.object({ cliente: texto(), carro_id: id(), reserva_id: idOpcional() });
const frota: Carro[] = [
  { id: 1, placa: 'ABC-1234' },
  { id: 2, placa: 'XYZ-9A87' },
];

const api = fakeApi();

const abrir = (fields: FieldConfig[]) => openNovaReserva(reservaInput, fields);

describe('reference field', () => {
  it('offers the other resource rows, searches them on the server and sends the chosen id', async () => {
    const user = userEvent.setup();
    api.answer = ({ method, path, query, body }) => {
      if (path === '/api/carros') return listOf(frota.filter((c) => c.placa.includes((query.q ?? '').toUpperCase())));
      return method === 'POST' ? { status: 201, body: { id: 9, ...(body as object) } } : { status: 404, body: { message: 'x' } };
    };
    abrir([
      { name: 'cliente', label: 'Cliente', type: 'text' },
      { name: 'carro_id', label: 'Carro', type: 'reference', resource: carros, optionLabel: (c: Carro) => c.placa },
    ]);
    const select = screen.getByRole('combobox', { name: 'Carro' });
    await screen.findByRole('option', { name: 'XYZ-9A87' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar carro' }), 'xyz');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'ABC-1234' })).not.toBeInTheDocument());
    expect(api.seen.at(-1)?.query).toMatchObject({ q: 'xyz' });
    await user.type(screen.getByRole('textbox', { name: 'Cliente' }), 'Ana');
    await user.selectOptions(select, 'XYZ-9A87');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Reserva criada com sucesso!')).toBeInTheDocument();
    expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({ cliente: 'Ana', carro_id: 2, reserva_id: null });
  });

  it('shows the error and "Tentar novamente" when the options fail to load, and the options after a retry', async () => {
    const user = userEvent.setup();
    let falhar = true;
    api.answer = ({ path }) => (path === '/api/carros' && !falhar ? listOf(frota) : { status: 500, body: { message: 'x' } });
    abrir([{ name: 'carro_id', label: 'Carro', type: 'reference', resource: carros, optionLabel: (c: Carro) => c.placa }]);
    expect(await screen.findByText(OPTIONS_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Carro' })).toHaveAccessibleDescription(OPTIONS_ERROR);
    expect(screen.queryByRole('option', { name: 'Carregando...' })).not.toBeInTheDocument();
    falhar = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('option', { name: 'XYZ-9A87' })).toBeInTheDocument();
    expect(screen.queryByText(OPTIONS_ERROR)).not.toBeInTheDocument();
  });
});
