import { eq, sql } from 'drizzle-orm';
import { KM_MSG } from '@frota/shared/domain';
import type { Autor } from '../../auditoria/registrar';
import type { ChangeFeed } from '../../crud/changes';
import { runWrite } from '../../crud/write-path';
import type { Db } from '../../db/client';
import { PG, pgError } from '../../db/errors';
import { dispositivosDesconhecidos, posicoesRastreador, rastreadores } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';

/**
 * An unknown device becomes the tracker's: its uniqueId is written as the tracker's codigo_identificacao (the one key
 * positions are matched by, so nothing else has to be kept), its last contact becomes the tracker's, and its line
 * goes. Audited as a change of the tracker, in one transaction.
 */
export async function vincularDispositivo(db: Db, id: number, rastreadorId: number, autor: Autor, changes: ChangeFeed | null) {
  try {
    return await runWrite(db, { changes, autor }, async ({ tx, changed, audit }) => {
      const [dispositivo] = await tx.select().from(dispositivosDesconhecidos).where(eq(dispositivosDesconhecidos.id, id)).for('update');
      if (!dispositivo) throw notFound(KM_MSG.dispositivoNaoEncontrado);
      const [antes] = await tx.select().from(rastreadores).where(eq(rastreadores.id, rastreadorId)).for('update');
      if (!antes) throw notFound(KM_MSG.rastreadorNaoEncontrado);
      const [depois] = await tx.update(rastreadores).set({ codigo_identificacao: dispositivo.unique_id }).where(eq(rastreadores.id, rastreadorId)).returning();
      if (dispositivo.latitude !== null && dispositivo.longitude !== null) {
        await tx
          .insert(posicoesRastreador)
          .values({ rastreador_id: rastreadorId, contato_em: dispositivo.contato_em, latitude: dispositivo.latitude, longitude: dispositivo.longitude })
          .onConflictDoUpdate({
            target: posicoesRastreador.rastreador_id,
            set: { contato_em: dispositivo.contato_em, latitude: dispositivo.latitude, longitude: dispositivo.longitude },
            setWhere: sql`${posicoesRastreador.contato_em} < ${dispositivo.contato_em}`,
          });
      }
      await tx.delete(dispositivosDesconhecidos).where(eq(dispositivosDesconhecidos.id, id));
      await changed({ resource: 'rastreadores', operation: 'update', id: rastreadorId, row: depois!, previous: antes, autor });
      await audit({ acao: 'alteracao', entidade: 'rastreadores', registroId: rastreadorId, antes, depois });
      return { rastreador_id: rastreadorId, codigo_identificacao: dispositivo.unique_id };
    });
  } catch (err) {
    if (pgError(err)?.code === PG.uniqueViolation) throw conflict(KM_MSG.codigoEmUso, { rastreador_id: KM_MSG.codigoEmUso });
    throw err;
  }
}
