import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, renderAt } from '@frota/shared/testing';
import Manutencoes from './manutencoes';
import Multas from './multas';
import Sinistros from './sinistros';

fakeApi();

// mounted as the shell's route table mounts them
const mounts = { '/manutencoes/*': <Manutencoes />, '/multas/*': <Multas />, '/sinistros/*': <Sinistros /> };

describe('incidents exposes', () => {
  it.each([
    ['/manutencoes', 'Manutenções'],
    ['/manutencoes/novo', 'Nova manutenção'],
    ['/manutencoes/2/editar', 'Editar manutenção'],
    ['/multas', 'Multas'],
    ['/multas/novo', 'Nova multa'],
    ['/multas/3/editar', 'Editar multa'],
    ['/sinistros', 'Sinistros'],
    ['/sinistros/novo', 'Novo sinistro'],
    ['/sinistros/1/editar', 'Editar sinistro'],
  ])('%s renders the screen "%s", no longer a placeholder', async (path, title) => {
    renderAt(path, mounts);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Em construção')).not.toBeInTheDocument();
  });
});
