import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

interface DbPluginOptions {
  database: Database;
  /** close the database when the app closes (false when a test shares one instance across apps) */
  closeOnShutdown: boolean;
}

async function dbPlugin(app: FastifyInstance, opts: DbPluginOptions) {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  // onClose runs after the server stopped accepting requests and in-flight ones finished
  if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.database.close());
}

export default fp(dbPlugin, { name: 'db' });
