import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../chakra-base';
import { renderAt } from '../../testing/render-at';
import { EnumFilter } from './enum-filter';
import { useFilterParams } from './use-list-controller';

describe('EnumFilter', () => {
  it('offers "Todos" and the enum\'s labels under its label, showing the value in the URL', () => {
    renderAt('/pagamentos?tipo=multa', { '/pagamentos': <EnumFilter enumName="tipo_cobranca" param="tipo" label="Tipo" /> });
    const select = screen.getByRole('combobox', { name: 'Tipo' });
    expect(select).toHaveValue('multa');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Todos', 'Aluguel', 'Caução', 'Multa', 'Sinistro', 'Avulso', 'Km excedente', 'Encargos por atraso']);
  });

  it('sets its parameter and goes back to the first page; "Todos" removes it and keeps the other filters', async () => {
    const user = userEvent.setup();
    renderAt('/pagamentos?page=3&tipo=multa', { '/pagamentos': <EnumFilter enumName="status_pagamento" param="status_pagamento" label="Status" /> });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Atrasado');
    expect(screen.getByTestId('location')).toHaveTextContent('/pagamentos?tipo=multa&status_pagamento=atrasado');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Todos');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pagamentos\?tipo=multa$/);
  });
});

describe('useFilterParams', () => {
  function DoisDeUmaVez() {
    const [, setFilters] = useFilterParams();
    return (
      <Button
        onClick={() => {
          setFilters({ de: '2025-03-01' });
          setFilters({ ate: '2025-03-31' });
        }}
      >
        Período
      </Button>
    );
  }

  it('keeps both of two filters set before the screen renders again (the second used to undo the first)', async () => {
    const user = userEvent.setup();
    renderAt('/pagamentos?tipo=multa&page=2', { '/pagamentos': <DoisDeUmaVez /> });
    await user.click(screen.getByRole('button', { name: 'Período' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/pagamentos\?tipo=multa&de=2025-03-01&ate=2025-03-31$/);
  });
});
