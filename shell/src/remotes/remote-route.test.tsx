import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@frota/shared';
import { renderAt } from '../test/render-at';
import { IncompatibleModuleError } from './compatibility';
import { RemoteTimeoutError, type LoadRemoteModule, type RemoteModule } from './remote-loader';
import { RemoteRoute } from './remote-route';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const mounted = (
  <Routes>
    <Route path="/veiculos/*" element={<RemoteRoute remote="fleet" expose="veiculos" />} />
    <Route path="/motoristas/*" element={<RemoteRoute remote="fleet" expose="motoristas" />} />
  </Routes>
);

/** A module whose screen names its expose. */
const tela: LoadRemoteModule = async (_remote, expose) => ({ default: () => <p>tela {expose}</p> });

/** Goes to /motoristas, then back to /veiculos with the browser's history, each screen shown in turn. */
async function motoristasEVolta() {
  window.history.pushState(null, '', '/motoristas');
  window.dispatchEvent(new PopStateEvent('popstate'));
  expect(await screen.findByText('tela motoristas')).toBeInTheDocument();
  window.history.back();
  expect(await screen.findByText('tela veiculos')).toBeInTheDocument();
}

describe('RemoteRoute', () => {
  it('shows a list-shaped skeleton while the module loads, then the module', async () => {
    const pending = deferred<RemoteModule>();
    const load = vi.fn<LoadRemoteModule>(() => pending.promise);
    renderAt('/veiculos', mounted, { load });

    const skeleton = screen.getByRole('status', { name: 'Carregando módulo' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.children.length).toBeGreaterThan(2);
    expect(screen.queryByText('Não foi possível carregar este módulo.')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('fleet', 'veiculos');

    pending.resolve({ default: () => <p>lista de veículos</p> });
    expect(await screen.findByText('lista de veículos')).toBeInTheDocument();
    expect(screen.queryByLabelText('Carregando módulo')).not.toBeInTheDocument();
  });

  it('shows a pt-BR fallback when the load fails, and loads again on "Tentar novamente"', async () => {
    const load = vi
      .fn<LoadRemoteModule>()
      .mockRejectedValueOnce(new Error('manifest 404'))
      .mockResolvedValueOnce({ default: () => <p>lista de veículos</p> });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/veiculos', mounted, { load });

    expect(await screen.findByText('Não foi possível carregar este módulo.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByText('lista de veículos')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    vi.mocked(console.error).mockRestore();
  });

  it('a load that timed out shows the fallback, then the module by itself when it arrives late', async () => {
    const late = deferred<RemoteModule>();
    const load = vi
      .fn<LoadRemoteModule>()
      .mockRejectedValueOnce(new RemoteTimeoutError('frota_fleet/veiculos', 2000, late.promise))
      .mockImplementation(() => late.promise);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/veiculos', mounted, { load });
    expect(await screen.findByText('Não foi possível carregar este módulo.')).toBeInTheDocument();

    late.resolve({ default: () => <p>lista de veículos</p> });
    expect(await screen.findByText('lista de veículos')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar este módulo.')).not.toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('keeps a loaded module instead of loading it again when the user comes back', async () => {
    const load = vi.fn<LoadRemoteModule>(tela);
    renderAt('/veiculos', mounted, { load });
    expect(await screen.findByText('tela veiculos')).toBeInTheDocument();
    await motoristasEVolta();

    expect(load.mock.calls).toEqual([
      ['fleet', 'veiculos'],
      ['fleet', 'motoristas'],
    ]);
  });

  it('tries a failed module again when the user comes back to its route', async () => {
    const load = vi
      .fn<LoadRemoteModule>()
      .mockRejectedValueOnce(new Error('remoteEntry 503'))
      .mockImplementation(tela);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/veiculos', mounted, { load });
    expect(await screen.findByText('Não foi possível carregar este módulo.')).toBeInTheDocument();
    await motoristasEVolta();
    expect(load).toHaveBeenCalledTimes(3);
    vi.mocked(console.error).mockRestore();
  });

  it('shows why a remote that needs a newer kit is not loaded, naming it and the versions, with no retry', async () => {
    const load = vi.fn<LoadRemoteModule>().mockRejectedValue(new IncompatibleModuleError('fleet', '2.0.0', '^2.0.0', '1.0.0'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/veiculos', mounted, { load });

    const alerta = await screen.findByRole('alert');
    expect(alerta).toHaveTextContent('Este módulo precisa de uma versão mais nova do aplicativo.');
    expect(alerta).toHaveTextContent('Frota 2.0.0 precisa do kit ^2.0.0; este aplicativo tem o kit 1.0.0.');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar este módulo.')).not.toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});
