import type { FastifyInstance } from 'fastify';
import { registerResource } from '../crud/routes';
import { veiculosResource } from './veiculos';

/** Every CRUD resource under /api: a new entity is one definition and one line here. */
export async function resourceRoutes(app: FastifyInstance): Promise<void> {
  await registerResource(app, veiculosResource);
}
