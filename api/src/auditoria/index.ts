import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditoriaQuery, DEFAULT_PAGE_SIZE, PAGE_SIZE_MAX, registroAuditoria } from '@frota/shared/domain';
import { LIST_DESCRIPTION, listAnswer } from '../crud/routes';
import { listAuditoria } from './repository';

const DESCRIPTION =
  `${LIST_DESCRIPTION} O mais recente primeiro. \`de\` e \`ate\` são dias de São Paulo (inclusivos). ` +
  'Sem `acao`, as entradas no sistema (`login`) ficam de fora; `acao=login` mostra só elas. `registro_nome` é o registro ' +
  'como a equipe o conhece (placa, motorista, "placa — motorista", email…; um excluído, pelo id) e `registro_pagina`, a página dele. ' +
  'O que o motorista fez na própria página (o "Fui eu" de uma multa) não tem `usuario_id`: traz `motorista_id` e `motorista_nome`. ' +
  'Os registros não podem ser alterados nem excluídos (não há PUT nem DELETE, e o banco recusa UPDATE e DELETE).';

/** GET /api/auditoria: the audit trail, read-only (the `auditoria` permission). */
export async function auditoriaRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/auditoria',
    {
      config: { permission: 'auditoria' },
      schema: { tags: ['Auditoria'], summary: 'Trilha de auditoria', description: DESCRIPTION, querystring: auditoriaQuery, response: { 200: z.array(registroAuditoria) } },
    },
    async (request, reply) => {
      const { page: asked, pageSize: size, ...filtros } = request.query;
      const page = asked ?? 1;
      const pageSize = size ?? (asked ? DEFAULT_PAGE_SIZE : PAGE_SIZE_MAX);
      const { rows, total } = await listAuditoria(app.db, filtros, page, pageSize);
      return listAnswer(request, reply, { rows, total, page, pageSize }) as typeof rows;
    },
  );
}
