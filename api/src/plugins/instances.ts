import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Forgotten } from '../auth/session-cache';

/** The channel on which the API instances of one database tell each other what their caches must drop. */
export const INSTANCES_CHANNEL = 'frota_instancias';

type Notice = { tipo: 'escrita' } | Forgotten;

/** A burst of writes is told once per this long: the others' dashboards are at most this much older. */
const WRITES_EVERY_MS = 50;

/**
 * What each instance keeps for itself (its dashboard answer, the sessions it checked) dropped on every instance
 * when one of them sees a write or ends a session: a NOTIFY from the one, a LISTEN on each (DESIGN.md, scaling).
 * A notice lost while a listener reconnects is bounded by the caches' own few seconds.
 */
async function instancesPlugin(app: FastifyInstance) {
  const me = randomUUID();
  const apply = (notice: Notice) => {
    if (notice.tipo === 'escrita') app.dashboardCache.invalidate({ told: true });
    else if (notice.tipo === 'sessao') app.sessionCache.forgetSession(notice.id, { told: true });
    else app.sessionCache.forgetUser(notice.id, notice.manter, { told: true });
  };
  const stop = await app.database.listen(INSTANCES_CHANNEL, (payload) => {
    try {
      const { de, aviso } = JSON.parse(payload) as { de: string; aviso: Notice };
      if (de !== me) apply(aviso);
    } catch {
      app.log.warn({ payload }, 'aviso entre instâncias ilegível');
    }
  });

  const tell = (aviso: Notice) =>
    void app.db.execute(sql`select pg_notify(${INSTANCES_CHANNEL}, ${JSON.stringify({ de: me, aviso })})`).catch((err: unknown) => {
      app.log.warn({ err }, 'aviso entre instâncias não enviado');
    });
  let writes: NodeJS.Timeout | undefined;
  app.dashboardCache.onInvalidate = () => {
    writes ??= setTimeout(() => {
      writes = undefined;
      tell({ tipo: 'escrita' });
    }, WRITES_EVERY_MS);
  };
  app.sessionCache.onForget = tell;

  app.addHook('onClose', async () => {
    clearTimeout(writes);
    await stop().catch((err: unknown) => app.log.warn({ err }, 'escuta entre instâncias não encerrada'));
  });
}

export default fp(instancesPlugin, { name: 'instances', dependencies: ['db', 'auth', 'dashboard-cache'] });
