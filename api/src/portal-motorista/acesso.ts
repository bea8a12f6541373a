import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { acessoMotorista, apiError, entityTexts, idParams, telefoneWhatsApp, type AcessoMotorista } from '@frota/shared/domain';
import { motoristas } from '../db/schema';
import { runWrite } from '../crud/write-path';
import { autorDe } from '../auditoria/registrar';
import { revokeDriverSessions } from '../auth/sessoes-motorista';
import { empresaDoDocumento } from '../empresa/repository';
import { conflict, notFound } from '../http/errors';
import { apagarLink, novoLink } from './link';

export const ACESSO_TEXTS = {
  motoristaInativo: 'Motorista inativo ou suspenso não recebe acesso.',
} as const;

/** The origin the link points at: the browser's own (Origin), else the Host it called. */
function origem(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/** "Olá, João! Acesse sua conta na Locadora: <url> (válido por 7 dias)." */
export function mensagemDeAcesso(nome: string, empresa: string, url: string): string {
  const primeiro = nome.trim().split(/\s+/)[0] ?? nome;
  return `Olá, ${primeiro}! Acesse sua conta na ${empresa}: ${url} (válido por 7 dias).`;
}

/** POST and DELETE /motoristas/:id/acesso: the staff send a driver his one-time link, or take his access away. */
export async function acessoRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tags = ['Motoristas'];

  async function motorista(id: number) {
    const [row] = await app.db.select({ id: motoristas.id, nome: motoristas.nome, telefone: motoristas.telefone, status: motoristas.status }).from(motoristas).where(eq(motoristas.id, id)).limit(1);
    if (!row) throw notFound(entityTexts.motoristas.notFound);
    return row;
  }

  app.post(
    '/motoristas/:id/acesso',
    {
      config: { permission: null, idempotencySecrets: ['url', 'whatsapp_url'] },
      schema: {
        tags,
        summary: 'Envia ao motorista um link de acesso de uso único (7 dias) à sua página',
        description:
          'O link leva o token no fragmento (`/motorista/entrar#<token>`), que nunca chega ao servidor nem a um Referer. Um link novo anula o anterior. `whatsapp_url` abre o WhatsApp do motorista com a mensagem; null sem telefone.',
        params: idParams,
        response: { 201: acessoMotorista, 401: apiError, 404: apiError.describe(entityTexts.motoristas.notFound), 409: apiError.describe(ACESSO_TEXTS.motoristaInativo) },
      },
    },
    async (request, reply): Promise<AcessoMotorista> => {
      const alvo = await motorista(request.params.id);
      if (alvo.status !== 'ativo') throw conflict(ACESSO_TEXTS.motoristaInativo);
      const { token, expiresAt } = await runWrite(app.db, { autor: autorDe(request) }, async (write) => {
        const link = await novoLink(write.tx, alvo.id);
        await write.audit({ acao: 'acesso_enviado', entidade: 'motoristas', registroId: alvo.id });
        return link;
      });
      const url = `${origem(request)}/motorista/entrar#${token}`;
      const empresa = await empresaDoDocumento(app.db, app.config);
      const numero = telefoneWhatsApp(alvo.telefone);
      const whatsapp_url = numero ? `https://wa.me/${numero}?text=${encodeURIComponent(mensagemDeAcesso(alvo.nome, empresa.nome || 'locadora', url))}` : null;
      reply.code(201);
      return { url, expira_em: expiresAt.toISOString(), whatsapp_url };
    },
  );

  app.delete(
    '/motoristas/:id/acesso',
    {
      config: { permission: null },
      schema: {
        tags,
        summary: 'Revoga o acesso do motorista: anula o link e encerra todas as suas sessões',
        params: idParams,
        response: { 204: z.null().describe('Acesso revogado'), 401: apiError, 404: apiError.describe(entityTexts.motoristas.notFound) },
      },
    },
    async (request, reply) => {
      const alvo = await motorista(request.params.id);
      await runWrite(app.db, { autor: autorDe(request) }, async (write) => {
        await apagarLink(write.tx, alvo.id);
        await revokeDriverSessions(write.tx, alvo.id);
        await write.audit({ acao: 'acesso_revogado', entidade: 'motoristas', registroId: alvo.id });
      });
      return reply.code(204).send(null);
    },
  );
}
