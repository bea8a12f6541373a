import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { serializerCompiler } from './http/serializer';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { logSerializers, REDACT_PATHS } from './http/logging';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import securityHeadersPlugin, { securityHeaders } from './plugins/security-headers';
import closingPlugin from './plugins/closing';
import swaggerPlugin from './plugins/swagger';
import webPlugin from './plugins/web';
import compressionPlugin from './plugins/compression';
import instancesPlugin from './plugins/instances';
import jobsPlugin from './jobs/scheduler';
import dashboardCachePlugin from './dashboard/cache';
import changesPlugin from './crud/changes';
import pushPlugin from './push';
import cobrancasPlugin from './cobrancas/plugin';
import quitacaoPlugin from './resources/pagamentos/quitacao';
import cleanupPlugin from './auth/cleanup';
import idempotencyPlugin from './plugins/idempotency';
import storagePlugin from './storage/plugin';
import { apiRoutes } from './routes';
import { ERROR_TEXTS } from './http/errors';
import { prepareDatabase, type StartupReport } from './startup';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    startup: StartupReport;
  }
}

export const BODY_LIMIT = 1_048_576;

/** pino settings: credentials redacted, SQL parameters never in error logs. */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACT_PATHS, censor: '[oculto]' }, serializers: logSerializers, ...(stream ? { stream } : {}) };
}

export interface BuildOptions {
  /** overrides on top of the environment's configuration */
  config?: Partial<Config>;
  /** an open database to use (tests share one per worker); the app then leaves it open on close */
  database?: Database;
  /** pino options, or false for silence */
  logger?: FastifyServerOptions['logger'];
  /** what to do to the database before serving (all on by default) */
  startup?: { migrate?: boolean; admin?: boolean; seed?: boolean };
}

/** proxy-addr asks about each address from the socket inwards (hop 0 is the socket's): the first `hops` are proxies. */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  let badRequestHeaders: ReturnType<typeof securityHeaders> | undefined;
  const serverOptions: FastifyServerOptions = {
    bodyLimit: BODY_LIMIT,
    // ids of rows can be long-lived bookmarks: /api/veiculos/1/ is the same as /api/veiculos/1
    routerOptions: { ignoreTrailingSlash: true },
    // a URL that cannot be decoded ('/api/%') answers in pt-BR like every other error, with the same headers:
    // Fastify answers it before routing, where no hook runs
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as FastifyReply;
      const body = { message: error.code === 'FST_ERR_BAD_URL' ? ERROR_TEXTS.enderecoInvalido : ERROR_TEXTS.dadosInvalidos };
      reply.code(400).type('application/json; charset=utf-8');
      (badRequestHeaders ??= securityHeaders(config))(request, reply);
      void reply.send(body);
    },
    // X-Forwarded-For/-Proto are believed only from a configured proxy (login throttling by IP, HSTS). A count of
    // proxies trusts that many hops from the socket, so the client is the right-most address they did not add
    trustProxy: config.trustProxy,
    // closingPlugin answers those in pt-BR
    return503OnClosing: false,
    logger: options.logger === undefined ? loggerOptions(config.logLevel) : options.logger,
  };
  const app = Fastify(serverOptions);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: text/plain (on by default in Fastify) is refused with a 415
  app.removeContentTypeParser('text/plain');

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (err) => app.log.error({ err }, 'conexão ociosa com o PostgreSQL perdida'),
    }));
  try {
    const startup = await prepareDatabase(database, config, options.startup);
    app.decorate('startup', startup);
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(closingPlugin);
  await app.register(dbPlugin, { database, closeOnShutdown: ownsDatabase });
  await app.register(storagePlugin, { config: config.storage });
  await app.register(jobsPlugin, { enabled: config.jobs });
  await app.register(changesPlugin);
  await app.register(dashboardCachePlugin);
  await app.register(pushPlugin);
  await app.register(cobrancasPlugin);
  await app.register(quitacaoPlugin);
  await app.register(cleanupPlugin);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(instancesPlugin);
  await app.register(swaggerPlugin);
  // a scope of its own so that only the API's answers are compressed on the fly
  await app.register(
    async (api) => {
      await api.register(compressionPlugin);
      await api.register(apiRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { config });
  return app;
}
