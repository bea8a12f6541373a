import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderAt } from '@frota/shared/testing';
import Motoristas from './motoristas';
import Rastreadores from './rastreadores';
import Veiculos from './veiculos';

const api = fakeApi();

// mounted as the shell's route table mounts them; each screen has its own tests beside its code
const mounts = {
  '/veiculos/*': <Veiculos />,
  '/motoristas/*': <Motoristas />,
  '/rastreadores/*': <Rastreadores />,
};

describe('fleet exposes', () => {
  it.each([
    ['/veiculos', 'Veículos'],
    ['/veiculos/novo', 'Novo veículo'],
    ['/veiculos/4/editar', 'Editar veículo'],
    ['/veiculos/4/relatorio', 'Relatório do veículo'],
    ['/veiculos/4/rastreadores', 'Rastreadores do veículo'],
    ['/motoristas', 'Motoristas'],
    ['/motoristas/novo', 'Novo motorista'],
    ['/motoristas/8/editar', 'Editar motorista'],
    ['/rastreadores', 'Rastreadores'],
    ['/rastreadores/novo', 'Novo rastreador'],
    ['/rastreadores/5/editar', 'Editar rastreador'],
  ])('%s renders "%s", built', async (path, title) => {
    api.answer = ({ url }) => ({ status: 200, body: /\/\d+$/.test(url) ? { id: 1 } : [] });
    renderAt(path, mounts);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Em construção')).not.toBeInTheDocument();
  });
});
