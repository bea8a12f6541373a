import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { apiError, entityTexts, idParams } from '@frota/shared/domain';
import { multaDoMotorista, multasDoMotorista, type MultaDoMotorista } from '@frota/shared/domain/portal-motorista';
import { queryRows, type Db } from '../db/client';
import { runWrite } from '../crud/write-path';
import { autorDe } from '../auditoria/registrar';
import { currentDriver } from '../plugins/auth';
import { notFound } from '../http/errors';
import { DRIVER, tags } from './sessao';

interface MultaSql extends Record<string, unknown> {
  id: number;
  data_multa: Date | string;
  motivo: string;
  observacoes: string | null;
  valor_multa: number;
  data_vencimento: Date | string;
  transferido_para_condutor: boolean;
  condutor_confirmado_em: Date | string | null;
  placa: string;
}

const iso = (valor: Date | string) => new Date(valor).toISOString();

function multaDele(r: MultaSql): MultaDoMotorista {
  return {
    id: Number(r.id),
    data_infracao: iso(r.data_multa),
    motivo: r.motivo,
    observacoes: r.observacoes,
    valor: Number(r.valor_multa),
    data_vencimento: iso(r.data_vencimento),
    prazo_indicacao: r.transferido_para_condutor ? null : iso(r.data_vencimento),
    condutor_confirmado_em: r.condutor_confirmado_em === null ? null : iso(r.condutor_confirmado_em),
    veiculo: { placa: r.placa },
  };
}

/** The driver's fines, the latest first; with `id`, that one only if it is his. */
function multasDele(db: Db, motoristaId: number, id?: number): Promise<MultaSql[]> {
  return queryRows<MultaSql>(
    db,
    sql`select m.id, m.data_multa, m.motivo, m.observacoes, m.valor_multa::float8 as valor_multa, m.data_vencimento,
        m.transferido_para_condutor, m.condutor_confirmado_em, v.placa
      from multas m join veiculos v on v.id = m.veiculo_id
      where m.motorista_id = ${motoristaId} ${id === undefined ? sql`` : sql`and m.id = ${id}`}
      order by m.data_multa desc, m.id desc`,
  );
}

/** GET /motorista/multas and POST /motorista/multas/:id/fui-eu ("Fui eu": he was driving). */
export async function multasRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/motorista/multas',
    {
      config: DRIVER,
      schema: { tags, summary: 'As multas do motorista, a mais recente primeiro, com o prazo para indicar o condutor', response: { 200: multasDoMotorista, 401: apiError } },
    },
    async (request) => ({ data: (await multasDele(app.db, currentDriver(request).motoristaId)).map(multaDele) }),
  );

  app.post(
    '/motorista/multas/:id/fui-eu',
    {
      config: DRIVER,
      schema: {
        tags,
        summary: '"Fui eu": o motorista confirma que era o condutor; a locadora vê a confirmação na multa',
        description: 'Confirmar de novo mantém a primeira data.',
        params: idParams,
        response: { 200: multaDoMotorista, 401: apiError, 404: apiError.describe(entityTexts.multas.notFound) },
      },
    },
    async (request): Promise<MultaDoMotorista> => {
      const { motoristaId } = currentDriver(request);
      const { id } = request.params;
      // no change event: nothing derived (the fine's charge, its alerts) reads condutor_confirmado_em
      const row = await runWrite(app.db, { autor: autorDe(request) }, async (write) => {
        const [antes] = await queryRows<Record<string, unknown>>(write.tx, sql`select * from multas where id = ${id} and motorista_id = ${motoristaId} for update`);
        if (!antes) throw notFound(entityTexts.multas.notFound);
        if (antes.condutor_confirmado_em === null) {
          const [depois] = await queryRows<Record<string, unknown>>(write.tx, sql`update multas set condutor_confirmado_em = now() where id = ${id} returning *`);
          await write.audit({ acao: 'condutor_confirmado', entidade: 'multas', registroId: id, antes, depois: depois! });
        }
        const [lida] = await multasDele(write.tx, motoristaId, id);
        return lida!;
      });
      return multaDele(row);
    },
  );
}
