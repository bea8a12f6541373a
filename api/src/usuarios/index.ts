import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError, DEFAULT_PAGE_SIZE, idParams, listQuery, MSG, PAGE_SIZE_MAX, usuario, usuarioComSenha, usuarioCriacao, usuarioInput } from '@frota/shared/domain';
import { etag, LIST_DESCRIPTION, listAnswer, versaoFromIfMatch } from '../crud/routes';
import { autorDe } from '../auditoria/registrar';
import { createUsuario, findUsuario, listUsuarios, resetUsuarioPassword, updateUsuario } from './repository';

const tags = ['Usuários'];
const notFound = { 404: apiError.describe(MSG.usuarioNaoEncontrado) };
const SENHA_UMA_VEZ =
  'A senha temporária vem só nesta resposta (nunca é guardada em claro); a repetição com a mesma `Idempotency-Key` ' +
  'responde `senha_temporaria: null`: redefina a senha de novo. O usuário troca a senha ao entrar.';

/** /api/usuarios: the administrador's staff accounts (every route needs the `usuarios` permission). */
export async function usuariosRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'usuarios' as const };
  const secret = { ...config, idempotencySecrets: ['senha_temporaria'] };

  app.get(
    '/usuarios',
    { config, schema: { tags, summary: 'Lista os usuários', description: LIST_DESCRIPTION, querystring: listQuery.pick({ page: true, pageSize: true }), response: { 200: z.array(usuario) } } },
    async (request, reply) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? (request.query.page ? DEFAULT_PAGE_SIZE : PAGE_SIZE_MAX);
      const { rows, total } = await listUsuarios(app.db, page, pageSize);
      return listAnswer(request, reply, { rows, total, page, pageSize }) as typeof rows;
    },
  );

  app.get(
    '/usuarios/:id',
    { config, schema: { tags, summary: 'Um usuário', params: idParams, response: { 200: usuario, ...notFound } } },
    async (request, reply) => {
      const row = await findUsuario(app.db, request.params.id);
      reply.header('ETag', etag(row.versao));
      return row;
    },
  );

  app.post(
    '/usuarios',
    {
      config: secret,
      schema: {
        tags,
        summary: 'Cria um usuário com uma senha temporária',
        description: SENHA_UMA_VEZ,
        body: usuarioCriacao,
        response: { 201: usuarioComSenha.extend({ senha_temporaria: z.string().nullable() }), 409: apiError.describe(MSG.emailJaCadastrado) },
      },
    },
    async (request, reply) => {
      const row = await createUsuario(app.db, request.body, autorDe(request));
      return reply.code(201).header('ETag', etag(row.versao)).send(row);
    },
  );

  app.put(
    '/usuarios/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Altera nome, email, papel ou situação de um usuário',
        description:
          'Desativar encerra as sessões do usuário na hora. Desativar ou rebaixar o último administrador ativo responde 409. ' +
          'Com `If-Match: "<versao>"` só grava se o usuário ainda estiver nessa versão (senão 412).',
        params: idParams,
        body: usuarioInput,
        response: { 200: usuario, ...notFound, 409: apiError.describe(MSG.ultimoAdministrador), 412: apiError.describe(MSG.registroAlterado) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const change = await updateUsuario(app.db, id, request.body, versaoFromIfMatch(request.headers['if-match']), autorDe(request));
      // the cache holds the role and the active mark: the next request reads them again
      app.sessionCache.forgetUser(id, null);
      reply.header('ETag', etag(change.after.versao));
      return change.after;
    },
  );

  app.post(
    '/usuarios/:id/redefinir-senha',
    {
      config: secret,
      schema: {
        tags,
        summary: 'Dá ao usuário uma nova senha temporária e encerra as suas sessões',
        description: SENHA_UMA_VEZ,
        params: idParams,
        response: { 200: usuarioComSenha.extend({ senha_temporaria: z.string().nullable() }), ...notFound },
      },
    },
    async (request) => {
      const row = await resetUsuarioPassword(app.db, request.params.id, autorDe(request));
      app.sessionCache.forgetUser(row.id, null);
      return row;
    },
  );
}
