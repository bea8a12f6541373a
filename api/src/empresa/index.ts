import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError, empresa, empresaInput, MSG } from '@frota/shared/domain';
import { etag, versaoFromIfMatch } from '../crud/routes';
import { autorDe } from '../auditoria/registrar';
import { lerEmpresa, salvarEmpresa } from './repository';

const tags = ['Empresa'];

/** /api/empresa: the company's data, one row (administrador only); the recibo, the extrato and Pix read it. */
export async function empresaRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const config = { permission: 'empresa' as const };

  app.get(
    '/empresa',
    {
      config,
      schema: {
        tags,
        summary: 'Os dados da empresa',
        description: 'Antes do primeiro salvamento, os das variáveis de ambiente (EMPRESA_NOME ou PIX_NOME, PIX_CIDADE, PIX_CHAVE), com `salvo: false`.',
        response: { 200: empresa },
      },
    },
    async (_request, reply) => {
      const row = await lerEmpresa(app.db, app.config);
      reply.header('ETag', etag(row.versao));
      return row;
    },
  );

  app.put(
    '/empresa',
    {
      config,
      schema: {
        tags,
        summary: 'Salva os dados da empresa',
        description: 'Razão social, CNPJ (com os dígitos verificadores), endereço, cidade e UF, chave Pix e WhatsApp; os encargos por atraso (multa_atraso_percentual de 0 a 2, juros_mora_percentual ao mês de 0 a 10, carencia_dias de 0 a 30), que, omitidos, ficam como estão. Com `If-Match: "<versao>"` só grava se ainda estiver nessa versão (senão 412).',
        body: empresaInput,
        response: { 200: empresa, 412: apiError.describe(MSG.registroAlterado) },
      },
    },
    async (request, reply) => {
      const row = await salvarEmpresa(app.db, request.body, versaoFromIfMatch(request.headers['if-match']), autorDe(request));
      reply.header('ETag', etag(row.versao));
      return row;
    },
  );
}
