import type { FastifyInstance } from 'fastify';
import { WRITABLE_ENTITY_NAMES, type WritableEntity } from '@frota/shared/domain';
import { defineResource } from '../crud/define-resource';
import type { ResourceDefinition } from '../crud/definition';
import { registerResource } from '../crud/routes';
import { veiculosResource } from './veiculos';
import { relatorioRoutes } from './veiculos/relatorio';
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
import prazosPlugin from '../alertas/prazos-plugin';
import { dashboardRoutes } from '../dashboard';
import { vistoriasResource } from './vistorias';
import { rastreadoresResource } from './rastreadores';
import { fotosRoutes } from './vistorias/fotos';
import { devolucaoRoutes } from './vistorias/devolucao';
import { termoRoutes } from './vistorias/termo-rota';
import { gerarCobrancasRoutes } from '../cobrancas/gerar';
import { semanasKmRoutes } from './contratos/semanas-km';
import { arquivoDoDocumentoRoutes } from './documentos/arquivo';

/** The resources with something the registry cannot say (a rule, a filter of their own, rows deleted with them). */
const SPECIAL: readonly ResourceDefinition[] = [veiculosResource, multasResource, sinistrosResource, contratosResource, pagamentosResource, vistoriasResource, rastreadoresResource];

/** Every writable entity of the registry as a CRUD resource under /api, in registry order: its own definition, or the registry's alone. */
export const RESOURCES: readonly ResourceDefinition[] = WRITABLE_ENTITY_NAMES.map(
  (entity) => SPECIAL.find((special) => special.name === entity) ?? defineResource({ entity }),
);

export function resourceOf(entity: WritableEntity): ResourceDefinition {
  return RESOURCES.find((resource) => resource.name === entity)!;
}

/** The routes under /api: every resource, then the routes of their own. */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  for (const resource of RESOURCES) await registerResource(app, resource);
  await app.register(relatorioRoutes);
  await app.register(multasAIndicarRoutes);
  await app.register(pagamentosDoVeiculoRoutes);
  await app.register(pixRoutes);
  await app.register(razaoRoutes);
  await app.register(pushRoutes);
  await app.register(alertasPlugin);
  await app.register(prazosPlugin);
  await app.register(dashboardRoutes);
  await app.register(fotosRoutes);
  await app.register(devolucaoRoutes);
  await app.register(termoRoutes);
  await app.register(gerarCobrancasRoutes);
  await app.register(semanasKmRoutes);
  await app.register(arquivoDoDocumentoRoutes);
}
