import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAMES, type DeclaredRemote, type ReleaseAtiva, type RemoteName } from '@frota/shared/domain';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { ERROR_TEXTS } from '../http/errors';
import { embeddedDistDir } from '../releases/folder';
import { embeddedDeclarations, remotesConfig, type Deployment } from '../releases/registry';

const deployment = (config: Config): Deployment => ({ kit: config.kitVersion, webRoot: config.webRoot, releasesDir: config.releasesDir });

/** shared/src/http/config.ts's RuntimeConfig, as this server writes it */
interface RuntimeConfigDoc {
  apiBaseUrl: string;
  pushApiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  releases?: Record<RemoteName, ReleaseAtiva>;
  declarations: DeclaredRemote[];
}

/**
 * The runtime config document the shell reads at start, made from the registry on each request: activating a
 * release or pointing a remote elsewhere needs no rebuild and no restart.
 */
export async function runtimeConfig(config: Config, db: Db): Promise<RuntimeConfigDoc> {
  const impl = deployment(config);
  const { remotes, releases, declarations } = await remotesConfig(db, impl, config.remotes);
  return { apiBaseUrl: config.publicApiUrl, pushApiBaseUrl: config.pushApiUrl, remotes, releases, declarations };
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

// the precompressed copy scripts/build.mjs writes beside a file is cached as the file itself
const PRECOMPRESSED = /\.(br|gz)$/;

/** Entry documents must be revalidated so a redeploy shows on reload; content-hashed assets never change. */
export function cacheControlFor(filePath: string): string | null {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (name.endsWith('.html') || name === 'sw.js' || name === 'mf-manifest.json' || name === 'remoteEntry.js' || name.endsWith('.webmanifest')) {
    return NO_CACHE;
  }
  if (filePath.split(path.sep).includes('static')) return IMMUTABLE;
  return null;
}

/**
 * The page a navigation gets: /login and /motorista/entrar are static pages of their own (issues 17 and 37), the
 * driver's page is its own app (motorista.html), every other path is the staff's.
 */
export function pageFor(pathname: string): string {
  if (pathname === '/login') return 'login.html';
  if (/^\/motorista\/entrar\/?$/.test(pathname)) return 'motorista-entrar.html';
  if (/^\/motorista(\/|$)/.test(pathname)) return 'motorista.html';
  return 'index.html';
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/remotes/') || pathname.startsWith('/published/')) return false;
  // a missing asset (anything with an extension) is a real 404, not the app
  if (path.extname(pathname) !== '') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

interface WebOptions {
  config: Config;
}

async function webPlugin(app: FastifyInstance, { config }: WebOptions) {
  let ultima: RuntimeConfigDoc | undefined;
  app.get('/config.json', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    try {
      ultima = await runtimeConfig(config, app.db);
    } catch (err) {
      // the shell cannot start without it: with the database out of reach, the registry as this instance last read
      // it, else the built-in remotes (no `releases`, as from a server older than the registry)
      request.log.warn({ err }, '/config.json sem o registro de versões: banco indisponível');
      ultima ??= {
        apiBaseUrl: config.publicApiUrl,
        pushApiBaseUrl: config.pushApiUrl,
        remotes: { ...config.remotes },
        declarations: await embeddedDeclarations(deployment(config)),
      };
    }
    return ultima;
  });

  // decorates reply.sendFile once; every serving instance below passes decorateReply: false
  await app.register(fastifyStatic, { serve: false, root: config.webRoot, preCompressed: true });

  for (const remote of REMOTE_NAMES) {
    const root = embeddedDistDir(config.webRoot, remote);
    if (!isDirectory(root)) {
      app.log.warn(`remoto ${remote} não compilado (${root} não existe): /remotes/${remote}/ responderá 404`);
      continue;
    }
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      schemaHide: true,
      setHeaders: (reply, filePath) => {
        // remotes are fetched cross-origin when the shell is hosted elsewhere
        reply.header('Access-Control-Allow-Origin', '*');
        const cache = cacheControlFor(filePath);
        if (cache) reply.header('Cache-Control', cache);
      },
    });
  }

  // a release's folder is never overwritten (a new version is a new folder, served at once: no restart)
  await fsp.mkdir(config.releasesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.releasesDir,
    prefix: '/published/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    schemaHide: true,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
      reply.header('Cache-Control', IMMUTABLE);
    },
  });

  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  const hasShell = isDirectory(shellDist);
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      schemaHide: true,
      setHeaders: (reply, filePath) => {
        const cache = cacheControlFor(filePath);
        if (cache) reply.header('Cache-Control', cache);
      },
    });
  } else {
    app.log.warn(`shell não compilado (${shellDist} não existe): a API funciona, a interface web não`);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasShell && wantsHtml(request)) {
      // the driver's page lives inside its manifest's and service worker's scope, /motorista/ (issue 37)
      const [pathname = '/', query] = request.url.split('?');
      if (pathname === '/motorista') return reply.redirect(`/motorista/${query === undefined ? '' : `?${query}`}`, 301);
      reply.header('Cache-Control', NO_CACHE);
      return reply.sendFile(pageFor(pathname), shellDist, { cacheControl: false });
    }
    return reply.code(404).send({ message: ERROR_TEXTS.rotaNaoEncontrada });
  });
}

export default fp(webPlugin, { name: 'web' });
