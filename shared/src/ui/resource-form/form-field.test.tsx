import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, texto } from '../../domain';
import { createResource } from '../../data/resource';
import { fakeApi, listOf, openNovaReserva } from '../../testing';
import { Checkbox } from '../chakra';
import type { FieldConfig } from './field-config';

interface Carro {
  id: number;
  placa: string;
  alugado: boolean;
}
const carros = createResource<Carro>({ name: 'carros', endpoint: '/carros' });
const reservaInput = z.object({ cliente: texto(), carro_id: id(), seguro: z.boolean().default(false) });

const api = fakeApi();

const abrir = (fields: FieldConfig[]) => openNovaReserva(reservaInput, fields);

describe('reference field optionLast', () => {
  it('lists the rows it marks after the others, keeping their order', async () => {
    api.answer = () =>
      listOf([
        { id: 1, placa: 'AAA-1111', alugado: true },
        { id: 2, placa: 'BBB-2222', alugado: false },
        { id: 3, placa: 'CCC-3333', alugado: true },
        { id: 4, placa: 'DDD-4444', alugado: false },
      ]);
    abrir([
      { name: 'carro_id', label: 'Carro', type: 'reference', resource: carros, optionLabel: (c: Carro) => c.placa, optionLast: (c: Carro) => c.alugado },
    ]);
    const select = screen.getByRole('combobox', { name: 'Carro' });
    await screen.findByRole('option', { name: 'AAA-1111' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione...', 'BBB-2222', 'DDD-4444', 'AAA-1111', 'CCC-3333']);
  });
});

describe('bare custom field', () => {
  const seguro: FieldConfig = {
    name: 'seguro',
    label: 'Seguro',
    type: 'custom',
    bare: true,
    wide: true,
    render: ({ value, onChange, form }) =>
      form.watch('cliente') ? (
        <Checkbox.Root checked={value === true} onCheckedChange={(d) => onChange(d.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{`Incluir o seguro de ${String(form.watch('cliente'))}?`}</Checkbox.Label>
        </Checkbox.Root>
      ) : null,
  };

  it('draws only what it renders, its own label included, takes no room when it renders nothing, and its value is sent', async () => {
    const user = userEvent.setup();
    api.answer = ({ method, body, path }) =>
      path === '/api/carros' ? listOf([{ id: 2, placa: 'BBB-2222', alugado: false }]) : method === 'POST' ? { status: 201, body: { id: 9, ...(body as object) } } : listOf([]);
    const { container } = abrir([
      { name: 'cliente', label: 'Cliente', type: 'text' },
      { name: 'carro_id', label: 'Carro', type: 'reference', resource: carros, optionLabel: (c: Carro) => c.placa },
      seguro,
    ]);
    expect(screen.queryByText('Seguro')).not.toBeInTheDocument();
    const vazio = [...container.querySelectorAll('form > div > div')].find((item) => item.childElementCount === 0);
    expect(vazio && getComputedStyle(vazio).display).toBe('none');

    await user.type(screen.getByRole('textbox', { name: 'Cliente' }), 'Ana');
    await user.click(screen.getByRole('checkbox', { name: 'Incluir o seguro de Ana?' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Carro' }), await screen.findByRole('option', { name: 'BBB-2222' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({ cliente: 'Ana', carro_id: 2, seguro: true }));
  });
});
