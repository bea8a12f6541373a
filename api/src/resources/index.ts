import type { FastifyInstance } from 'fastify';
import { registerResource } from '../crud/routes';
import { veiculosResource } from './veiculos';
import { relatorioRoutes } from './veiculos/relatorio';
import { motoristasResource } from './motoristas';
import { rastreadoresResource } from './rastreadores';
import { manutencoesResource } from './manutencoes';
import { multasResource } from './multas';
import { multasAIndicarRoutes } from './multas/a-indicar';
import { sinistrosResource } from './sinistros';
import { contratosResource } from './contratos';
import { pagamentosResource } from './pagamentos';
import { pagamentosDoVeiculoRoutes } from './pagamentos/veiculo';
import { pixRoutes } from '../pix';
import { razaoRoutes } from '../razao';
import { pushRoutes } from '../push';
import alertasPlugin from '../alertas';
import { dashboardRoutes } from '../dashboard';

/** Every CRUD resource under /api: a new entity is one definition and one line here. */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  await registerResource(app, veiculosResource);
  await app.register(relatorioRoutes);
  await registerResource(app, motoristasResource);
  await registerResource(app, rastreadoresResource);
  await registerResource(app, manutencoesResource);
  await registerResource(app, multasResource);
  await app.register(multasAIndicarRoutes);
  await registerResource(app, sinistrosResource);
  await registerResource(app, contratosResource);
  await registerResource(app, pagamentosResource);
  await app.register(pagamentosDoVeiculoRoutes);
  await app.register(pixRoutes);
  await app.register(razaoRoutes);
  await app.register(pushRoutes);
  await app.register(alertasPlugin);
  await app.register(dashboardRoutes);
}
