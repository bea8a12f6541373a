import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiError, entityTexts, idParams } from '@frota/shared/domain';
import { contratos, fotos, motoristas, users, veiculos, vistorias } from '../../db/schema';
import { empresaDoDocumento } from '../../empresa/repository';
import { notFound } from '../../http/errors';
import { gerarTermo, type FotoDoTermo } from './termo';

/** GET /vistorias/:id/termo.pdf: the "Termo de vistoria", for a signed-in user (a WhatsApp link needs a login too). */
export async function termoRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/vistorias/:id/termo.pdf',
    {
      schema: {
        tags: ['Vistorias'],
        summary: 'O termo de vistoria em PDF: empresa, contrato, motorista, veículo, km, combustível, itens, avarias no desenho, fotos, assinaturas e o SHA-256 do registro',
        params: idParams,
        response: { 200: z.any().describe('application/pdf'), 401: apiError, 404: apiError.describe(entityTexts.vistorias.notFound) },
      },
    },
    async (request, reply) => {
      const [linha] = await app.db
        .select({ vistoria: vistorias, contrato: { id: contratos.id, data_inicio: contratos.data_inicio }, motorista: { nome: motoristas.nome, cpf: motoristas.cpf }, veiculo: { placa: veiculos.placa, modelo: veiculos.modelo, marca: veiculos.marca } })
        .from(vistorias)
        .innerJoin(contratos, eq(contratos.id, vistorias.contrato_id))
        .innerJoin(motoristas, eq(motoristas.id, contratos.motorista_id))
        .innerJoin(veiculos, eq(veiculos.id, vistorias.veiculo_id))
        .where(eq(vistorias.id, request.params.id));
      if (!linha) throw notFound(entityTexts.vistorias.notFound);
      const { vistoria } = linha;
      const [entrega] =
        vistoria.tipo === 'devolucao'
          ? await app.db.select({ avarias: vistorias.avarias }).from(vistorias).where(and(eq(vistorias.contrato_id, vistoria.contrato_id), eq(vistorias.tipo, 'entrega')))
          : [];
      const registros = await app.db
        .select({ foto: fotos, autor: users.nome })
        .from(fotos)
        .leftJoin(users, eq(users.id, fotos.criado_por))
        .where(eq(fotos.vistoria_id, vistoria.id))
        .orderBy(asc(fotos.id));
      const lidas: FotoDoTermo[] = [];
      for (const { foto } of registros) {
        const original = await app.storage.get(foto.chave);
        if (original) lidas.push({ id: foto.id, angulo: foto.angulo, avaria_numero: foto.avaria_numero, legenda: foto.legenda, content_type: foto.content_type, original });
      }
      const responsavel = registros.filter((r) => r.foto.angulo === 'assinatura_responsavel').at(-1)?.autor ?? '-';
      const pdf = await gerarTermo({
        empresa: await empresaDoDocumento(app.db, app.config),
        vistoria: { ...vistoria, tipo: vistoria.tipo as 'entrega' | 'devolucao' },
        avariasDaEntrega: entrega?.avarias ?? [],
        contrato: linha.contrato,
        motorista: linha.motorista,
        veiculo: linha.veiculo,
        fotos: lidas,
        responsavel,
      });
      const nome = `termo-vistoria-${String(vistoria.id)}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${nome}"`)
        // private: it carries a person's data; no-cache: a rascunho still changes
        .header('Cache-Control', 'private, no-cache')
        .send(Buffer.from(pdf));
    },
  );
}
