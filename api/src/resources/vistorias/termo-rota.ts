import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, type SQL } from 'drizzle-orm';
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
      const termo = await termoDaVistoria(app, request.params.id);
      if (!termo) throw notFound(entityTexts.vistorias.notFound);
      return enviarTermo(reply, request.params.id, termo);
    },
  );
}

/** The termo's PDF of vistoria `id` when it also meets `escopo` (the driver's own page: his and concluded); null otherwise. */
export async function termoDaVistoria(app: FastifyInstance, id: number, escopo?: SQL): Promise<Uint8Array | null> {
  const [linha] = await app.db
    .select({ vistoria: vistorias, contrato: { id: contratos.id, data_inicio: contratos.data_inicio }, motorista: { nome: motoristas.nome, cpf: motoristas.cpf }, veiculo: { placa: veiculos.placa, modelo: veiculos.modelo, marca: veiculos.marca } })
    .from(vistorias)
    .innerJoin(contratos, eq(contratos.id, vistorias.contrato_id))
    .innerJoin(motoristas, eq(motoristas.id, contratos.motorista_id))
    .innerJoin(veiculos, eq(veiculos.id, vistorias.veiculo_id))
    .where(escopo ? and(eq(vistorias.id, id), escopo) : eq(vistorias.id, id));
  if (!linha) return null;
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
  return gerarTermo({
    empresa: await empresaDoDocumento(app.db, app.config),
    vistoria: { ...vistoria, tipo: vistoria.tipo as 'entrega' | 'devolucao' },
    avariasDaEntrega: entrega?.avarias ?? [],
    contrato: linha.contrato,
    motorista: linha.motorista,
    veiculo: linha.veiculo,
    fotos: lidas,
    responsavel,
  });
}

export function enviarTermo(reply: FastifyReply, id: number, pdf: Uint8Array): FastifyReply {
  const nome = `termo-vistoria-${String(id)}.pdf`;
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `inline; filename="${nome}"`)
    // private: it carries a person's data; no-cache: a rascunho still changes
    .header('Cache-Control', 'private, no-cache')
    .send(Buffer.from(pdf));
}
