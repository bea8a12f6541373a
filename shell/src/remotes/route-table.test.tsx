import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation, useParams } from '@frota/shared';
import { AppRoutes } from '../app-routes';
import { renderAt } from '../test/render-at';
import type { LoadRemoteModule } from './remote-loader';

// Each fake module says which remote entry the shell loaded and what it sees of the URL.
const load: LoadRemoteModule = async (remote, expose) => ({
  default: function FakeRemote() {
    const params = useParams();
    const location = useLocation();
    return (
      <p data-testid="remote">
        {remote}/{expose} {params['*'] ?? ''} {params.id ?? ''} {location.pathname}
      </p>
    );
  },
});

describe('route table (SPEC §2)', () => {
  it.each([
    ['/veiculos', 'fleet/veiculos'],
    ['/veiculos/novo', 'fleet/veiculos'],
    ['/veiculos/12/editar', 'fleet/veiculos'],
    ['/veiculos/12/relatorio', 'fleet/veiculos'],
    ['/veiculos/12/rastreadores', 'fleet/veiculos'],
    ['/veiculos/12/pagamentos', 'finance/veiculo-pagamentos'],
    ['/motoristas/novo', 'fleet/motoristas'],
    ['/rastreadores/3/editar', 'fleet/rastreadores'],
    ['/contratos', 'finance/contratos'],
    ['/pagamentos/novo', 'finance/pagamentos'],
    ['/manutencoes', 'incidents/manutencoes'],
    ['/multas/5/editar', 'incidents/multas'],
    ['/sinistros/novo', 'incidents/sinistros'],
    ['/alertas', 'alerts/alertas'],
  ])('%s loads %s', async (path, module) => {
    renderAt(path, <AppRoutes />, { load });
    const remote = await screen.findByTestId('remote');
    expect(remote.textContent?.startsWith(`${module} `)).toBe(true);
    expect(remote).toHaveTextContent(path);
  });

  it('gives the vehicle id to the vehicle payments view and the subpath to the fleet subtree', async () => {
    renderAt('/veiculos/12/pagamentos', <AppRoutes />, { load });
    expect(await screen.findByTestId('remote')).toHaveTextContent('finance/veiculo-pagamentos 12 /veiculos/12/pagamentos');
  });

  it('shows "Página não encontrada" with a link to the dashboard for an unknown route', async () => {
    renderAt('/nada-aqui', <AppRoutes />, { load });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao Dashboard' })).toHaveAttribute('href', '/');
  });
});
