import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiError, formatBRL, pushSubscriptionInput, pushSubscriptionRemoval, type PushNotification } from '@frota/shared/domain';
import { queryRows, type Db } from '../db/client';
import { todaySql } from '../db/queries/today';
import { avisosMotorista, pushMotoristas } from '../db/schema';
import { EM_ABERTO } from '../razao/definicoes';
import { DAY_MS } from '../jobs/scheduler';
import { allowedPushEndpoint, PUSH_HOST_NAO_PERMITIDO } from '../push/hosts';
import { sendToSubscriptions } from '../push/sender';
import { currentDriver } from '../plugins/auth';
import { runWrite } from '../crud/write-path';
import { badRequest, conflict } from '../http/errors';
import { DRIVER, tags } from './sessao';

export const AVISOS_JOB = 'avisos-motoristas';
const PUSH_DE_OUTRO = 'Este navegador já recebe os avisos de outra pessoa.';
/** a fine older than this when its driver first subscribed is not news */
const MULTA_NOVA_DIAS = 7;

// a plain space: the notice is read on a phone's lock screen, where a no-break space shows as nothing special
const reais = (valor: number) => formatBRL(valor).replace(/\u00a0/g, ' ');

export interface Aviso {
  motoristaId: number;
  notification: PushNotification;
}

/**
 * The notices due to drivers who allowed them, each kept in avisos_motorista so it goes once: "Seu aluguel de R$ x
 * vence amanhã." for a rent due tomorrow still open, "Nova multa: <motivo>, R$ x." for a fine of his of the last days.
 */
export async function avisosDevidos(db: Db, now: Date): Promise<Aviso[]> {
  const hoje = todaySql(now);
  const rows = await queryRows<{ motorista_id: number; chave: string; tipo: 'vence' | 'multa'; texto: string | null; valor: number }>(
    db,
    sql`select * from (
        select e.motorista_id, 'vence:' || e.pagamento_id as chave, 'vence' as tipo, null::text as texto, e.em_aberto::float8 as valor
        from ${EM_ABERTO} e where e.tipo = 'aluguel' and e.data_prevista = ${hoje} + 1
        union all
        select m.motorista_id, 'multa:' || m.id, 'multa', m.motivo, m.valor_multa::float8
        from multas m where m.created_at >= ${now.toISOString()}::timestamptz - make_interval(days => ${MULTA_NOVA_DIAS})
      ) a
      where exists (select 1 from push_motoristas s where s.motorista_id = a.motorista_id)
        and not exists (select 1 from avisos_motorista k where k.motorista_id = a.motorista_id and k.chave = a.chave)
      order by a.motorista_id, a.chave`,
  );
  if (rows.length) await db.insert(avisosMotorista).values(rows.map((r) => ({ motorista_id: r.motorista_id, chave: r.chave }))).onConflictDoNothing();
  return rows.map((r) => ({
    motoristaId: Number(r.motorista_id),
    notification: {
      title: r.tipo === 'vence' ? 'Aluguel vence amanhã' : 'Nova multa',
      body: r.tipo === 'vence' ? `Seu aluguel de ${reais(Number(r.valor))} vence amanhã.` : `Nova multa: ${r.texto ?? ''}, ${reais(Number(r.valor))}.`,
      // a tap opens his page: the saldo for a rent due, the fines for a new one
      data: { ids: [], url: r.tipo === 'vence' ? '/motorista/' : '/motorista/multas' },
    },
  }));
}

/** Sends each notice to the browsers its driver allowed; one his push service calls gone is dropped. */
export async function enviarAvisos(app: FastifyInstance, avisos: readonly Aviso[]): Promise<void> {
  const options = { vapid: app.push.vapid, agent: app.push.agent, pushHosts: app.config.pushHosts };
  for (const { motoristaId, notification } of avisos) {
    const subs = await app.db
      .select({ id: pushMotoristas.id, endpoint: pushMotoristas.endpoint, p256dh: pushMotoristas.p256dh, auth: pushMotoristas.auth })
      .from(pushMotoristas)
      .where(eq(pushMotoristas.motorista_id, motoristaId));
    const apagar = (id: number) => runWrite(app.db, {}, async ({ tx }) => void (await tx.delete(pushMotoristas).where(eq(pushMotoristas.id, id))));
    await sendToSubscriptions(subs, [notification], options, apagar, (err) => app.log.warn({ err }, 'falha ao enviar aviso ao motorista'));
  }
}

/** POST and DELETE /motorista/push: the driver's browser allows his notices or stops them; a daily job sends them. */
export async function avisosRoutes(scope: FastifyInstance): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.jobs.add({
    name: AVISOS_JOB,
    everyMs: DAY_MS,
    async run(tx, now) {
      const avisos = await avisosDevidos(tx, now);
      // sent after the run, without holding its transaction and lock while push services answer
      if (avisos.length) setImmediate(() => void enviarAvisos(scope, avisos).catch((err: unknown) => app.log.error({ err }, 'falha ao enviar avisos aos motoristas')));
    },
  });

  app.post(
    '/motorista/push',
    {
      config: DRIVER,
      schema: {
        tags,
        summary: 'Guarda a subscription push do navegador do motorista (avisos de vencimento e de multa)',
        body: pushSubscriptionInput,
        response: { 201: z.object({ id: z.number(), endpoint: z.string() }), 400: apiError, 401: apiError, 409: apiError.describe(PUSH_DE_OUTRO) },
      },
    },
    async (request, reply) => {
      const { motoristaId } = currentDriver(request);
      const body = request.body;
      if (!allowedPushEndpoint(body.endpoint, app.config.pushHosts)) throw badRequest({ endpoint: PUSH_HOST_NAO_PERMITIDO }, PUSH_HOST_NAO_PERMITIDO);
      const values = { motorista_id: motoristaId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth };
      // an endpoint of another driver moves only with the browser's own keys, as the staff's do
      const [salva] = await runWrite(app.db, {}, ({ tx }) =>
        tx
          .insert(pushMotoristas)
          .values(values)
          .onConflictDoUpdate({
            target: pushMotoristas.endpoint,
            set: values,
            setWhere: sql`${pushMotoristas.motorista_id} = ${motoristaId} or (${pushMotoristas.p256dh} = ${values.p256dh} and ${pushMotoristas.auth} = ${values.auth})`,
          })
          .returning({ id: pushMotoristas.id, endpoint: pushMotoristas.endpoint }),
      );
      if (!salva) throw conflict(PUSH_DE_OUTRO);
      return reply.code(201).send(salva);
    },
  );

  app.delete(
    '/motorista/push',
    {
      config: DRIVER,
      schema: { tags, summary: 'Para os avisos neste navegador', body: pushSubscriptionRemoval, response: { 204: z.null().describe('Removida'), 400: apiError, 401: apiError } },
    },
    async (request, reply) => {
      const { motoristaId } = currentDriver(request);
      const { endpoint } = request.body;
      await runWrite(app.db, {}, async ({ tx }) => void (await tx.delete(pushMotoristas).where(and(eq(pushMotoristas.endpoint, endpoint), eq(pushMotoristas.motorista_id, motoristaId)))));
      return reply.code(204).send(null);
    },
  );
}
