import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, ativarRelease, publicarRelease, RELEASE_TEXTS, release, remoteReleases } from '@frota/shared/domain';
import { autorDe } from '../auditoria/registrar';
import { ERROR_TEXTS } from '../http/errors';
import { ativar, publicar, knownRemote, remoteReleases as listar, reverter, type Deployment } from './registry';

const tags = ['Versões dos módulos'];
// checked by the handler, so that an unknown remote is a 404 like an unknown path
const params = z.object({ remote: z.string().max(40) });
const config = { permission: 'releases' as const };
const semRemote = { 404: apiError.describe(ERROR_TEXTS.rotaNaoEncontrada) };
const EXEMPLO = ['finance', '2.0.0', '^2.0.0', '1.0.0'] as const;

/** /api/releases: the registry of the remotes' published versions, one active per remote (issue 19). */
export async function releasesRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const impl = (): Deployment => ({ kit: app.config.kitVersion, webRoot: app.config.webRoot, releasesDir: app.config.releasesDir });

  app.get(
    '/releases',
    {
      schema: {
        tags,
        summary: 'As versões de cada módulo remoto',
        description: 'Por remoto: a versão ativa, a anterior (para onde "Reverter" volta) e todas as publicadas, a mais nova primeiro e "embutida" por último.',
        response: { 200: z.array(remoteReleases) },
      },
    },
    async () => listar(app.db, impl()),
  );

  app.post(
    '/releases/:remote',
    {
      config,
      schema: {
        tags,
        summary: 'Registra uma versão publicada por `pnpm release`',
        description: `Confere a pasta \`RELEASES_DIR/<remote>/<versao>+<hash>\` (release.json e o hash dos arquivos). Não a ativa. 422 quando a pasta não confere: "${RELEASE_TEXTS.pastaInvalida(EXEMPLO[0], EXEMPLO[1])}"`,
        params,
        body: publicarRelease,
        response: { 201: release, ...semRemote, 409: apiError.describe(RELEASE_TEXTS.versaoJaPublicada(EXEMPLO[0], EXEMPLO[1])) },
      },
    },
    async (request, reply) => {
      const remote = knownRemote(request.params.remote);
      return reply.code(201).send(await publicar(app.db, impl(), remote, request.body, autorDe(request)));
    },
  );

  app.post(
    '/releases/:remote/ativar',
    {
      config,
      schema: {
        tags,
        summary: 'Ativa uma versão de um módulo remoto',
        description: 'Quem recarregar a página recebe a versão ativada. Ativar a versão que já está ativa não muda nada. "embutida" é sempre conhecida.',
        params,
        body: ativarRelease,
        response: {
          200: remoteReleases,
          404: apiError.describe(RELEASE_TEXTS.versaoDesconhecida(EXEMPLO[0], EXEMPLO[1])),
          409: apiError.describe(RELEASE_TEXTS.incompativel(...EXEMPLO)),
        },
      },
    },
    async (request) => ativar(app.db, impl(), knownRemote(request.params.remote), request.body, autorDe(request)),
  );

  app.post(
    '/releases/:remote/reverter',
    {
      config,
      schema: {
        tags,
        summary: 'Volta um módulo remoto à versão anterior',
        description: 'Reverter de novo volta mais uma; no fim da pilha está "embutida".',
        params,
        response: { 200: remoteReleases, ...semRemote, 409: apiError.describe(RELEASE_TEXTS.semAnterior(EXEMPLO[0])) },
      },
    },
    async (request) => reverter(app.db, impl(), knownRemote(request.params.remote), autorDe(request)),
  );
}
