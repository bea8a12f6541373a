import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, listOf, renderAt } from '../../testing';
import { veiculoLabel } from '../../domain/nomes';
import { motoristaLabel, motoristaReferenceField, veiculoReferenceField } from './reference-fields';
import { ReferenceInput } from './reference-input';

const api = fakeApi();

const onix = { id: 4, placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const ana = { id: 7, nome: 'Ana Souza', cpf: '529.982.247-25' };

describe('vehicle and driver reference fields', () => {
  it('name a vehicle by plate, model and brand, and a driver by name and CPF', () => {
    expect(veiculoLabel(onix)).toBe('ABC-1D23 — ONIX CHEVROLET');
    expect(motoristaLabel(ana)).toBe('Ana Souza — 529.982.247-25');
  });

  it('are the required veiculo_id and motorista_id selects, with what a screen changes', () => {
    expect(veiculoReferenceField()).toMatchObject({ name: 'veiculo_id', label: 'Veículo', type: 'reference', required: true });
    expect(motoristaReferenceField()).toMatchObject({ name: 'motorista_id', label: 'Motorista', type: 'reference', required: true });
    const opcional = veiculoReferenceField({ required: false, helperText: 'Opcional', autoFocus: true });
    expect(opcional).toMatchObject({ name: 'veiculo_id', required: false, helperText: 'Opcional', autoFocus: true });
    expect(opcional.optionLabel(onix)).toBe('ABC-1D23 — ONIX CHEVROLET');
  });

  it.each([
    ['vehicle', '/api/veiculos', veiculoReferenceField(), onix, 'ABC-1D23 — ONIX CHEVROLET'],
    ['driver', '/api/motoristas', motoristaReferenceField(), ana, 'Ana Souza — 529.982.247-25'],
  ])('the %s field offers the rows of %s by their label and gives the chosen id', async (_, path, field, row, label) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    api.answer = (request) => (request.path === path ? listOf([row]) : { status: 404 });
    renderAt('/', { '*': <ReferenceInput id="campo" field={field} value="" onChange={onChange} onBlur={() => {}} /> });
    await user.selectOptions(screen.getByRole('combobox'), await screen.findByRole('option', { name: label }));
    expect(onChange).toHaveBeenCalledWith(row.id);
    expect(api.seen.every((r) => r.path === path)).toBe(true);
  });

  it('list vehicles by plate and drivers by name, not newest first', async () => {
    api.answer = (request) => listOf(request.path === '/api/veiculos' ? [onix] : [ana]);
    renderAt('/', {
      '*': (
        <>
          <ReferenceInput id="veiculo" field={veiculoReferenceField()} value="" onChange={() => {}} onBlur={() => {}} />
          <ReferenceInput id="motorista" field={motoristaReferenceField()} value="" onChange={() => {}} onBlur={() => {}} />
        </>
      ),
    });
    await screen.findByRole('option', { name: 'Ana Souza — 529.982.247-25' });
    expect(api.seen.find((r) => r.path === '/api/veiculos')?.query).toEqual({ page: '1', pageSize: '50', sort: 'placa', order: 'asc' });
    expect(api.seen.find((r) => r.path === '/api/motoristas')?.query).toEqual({ page: '1', pageSize: '50', sort: 'nome', order: 'asc' });
  });
});
