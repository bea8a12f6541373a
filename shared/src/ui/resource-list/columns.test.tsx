import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FrotaProvider } from '../frota-provider';
import { motoristaColumn, veiculoColumn, withPlaca } from './reference-columns';
import { statusColumn } from './status-column';
import { columnValue } from './types';

const onix = { id: 3, placa: 'ABC1D23', modelo: 'ONIX', marca: 'CHEVROLET' };
const comVeiculo = { id: 8, descricao: 'Troca de óleo', veiculo: onix, motorista: { nome: 'Ana Souza' } };
const semVeiculo = { id: 9, descricao: 'Pneu', veiculo: null, motorista: undefined };
type Linha = typeof comVeiculo | typeof semVeiculo;

describe('reference columns', () => {
  it("name the row's vehicle in full, or by plate, and '-' (or the given text) without one", () => {
    expect(columnValue(veiculoColumn<Linha>(), comVeiculo)).toBe('ABC-1D23 — ONIX CHEVROLET');
    expect(columnValue(veiculoColumn<Linha>({ placa: true }), comVeiculo)).toBe('ABC-1D23');
    expect(columnValue(veiculoColumn<Linha>(), semVeiculo)).toBe('-');
    expect(columnValue(veiculoColumn<Linha>({ placa: true, empty: '' }), semVeiculo)).toBe('');
    expect(veiculoColumn()).toMatchObject({ key: 'veiculo', label: 'Veículo', sortable: true });
  });

  it("name the row's driver, '-' (or the given text) without one", () => {
    expect(columnValue(motoristaColumn<Linha>(), comVeiculo)).toBe('Ana Souza');
    expect(columnValue(motoristaColumn<Linha>(), semVeiculo)).toBe('-');
    expect(columnValue(motoristaColumn<Linha>({ empty: '' }), semVeiculo)).toBe('');
    expect(motoristaColumn()).toMatchObject({ key: 'motorista', label: 'Motorista', sortable: true });
  });

  it("label a row by what it is and its vehicle's plate, or its id without one", () => {
    const label = withPlaca<Linha>((r) => r.descricao);
    expect(label(comVeiculo)).toBe('Troca de óleo (ABC1D23)');
    expect(label(semVeiculo)).toBe('Pneu (#9)');
  });
});

describe('statusColumn', () => {
  const manutencao = { id: 1, status_atual: 'agendada' };

  it('holds the value itself', () => {
    expect(columnValue(statusColumn<typeof manutencao>('status_atual', 'status_manutencao'), manutencao)).toBe('agendada');
  });

  it("shows a chip in the enum's colour with the value, or its label when asked", () => {
    const chip = (showLabel: boolean) => statusColumn<typeof manutencao>('status_atual', 'status_manutencao', { showLabel }).render?.(manutencao);
    render(
      <FrotaProvider>
        {chip(false)}
        {chip(true)}
      </FrotaProvider>,
    );
    expect(screen.getByText('agendada')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('Agendada')).toHaveAttribute('data-tone', 'warning');
  });
});
