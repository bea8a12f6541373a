import type { FastifyInstance } from 'fastify';
import { registerResource } from '../crud/routes';
import { veiculosResource } from './veiculos';
import { manutencoesResource } from './manutencoes';
import { multasResource } from './multas';
import { sinistrosResource } from './sinistros';

/** Every CRUD resource under /api: a new entity is one definition and one line here. */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  await registerResource(app, veiculosResource);
  await registerResource(app, manutencoesResource);
  await registerResource(app, multasResource);
  await registerResource(app, sinistrosResource);
}
