import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fotos } from '../../db/schema';
import { DAY_MS, type Job } from '../../jobs/scheduler';
import type { Storage } from '../../storage';
import { chaveMiniatura } from './chaves';

export const FOTOS_SEM_VISTORIA_JOB = 'fotos-sem-vistoria';
const LOTE = 200;

/**
 * Photos are always sent to a vistoria, so the only photo without one is a photo of a rascunho vistoria that was
 * deleted (its row's vistoria_id went null): a day after it was taken, the job deletes its files, then its row.
 * A photo of a vistoria still in rascunho stays, whether or not a mark or an angle uses it yet: the phone may
 * still be sending the rest (an offline queue), and the vistoria is the record it belongs to.
 */
export async function apagarFotosSemVistoria(tx: Db, storage: Storage, now: Date): Promise<number> {
  const velhas = await tx
    .select({ id: fotos.id, chave: fotos.chave })
    .from(fotos)
    .where(and(isNull(fotos.vistoria_id), lt(fotos.criado_em, new Date(now.getTime() - DAY_MS))))
    .orderBy(fotos.id)
    .limit(LOTE);
  if (!velhas.length) return 0;
  // the files first: should the transaction roll back, the rows stay and the next run deletes again (no error)
  for (const foto of velhas) for (const key of [foto.chave, chaveMiniatura(foto.id)]) await storage.delete(key);
  await tx.delete(fotos).where(inArray(fotos.id, velhas.map((f) => f.id)));
  return velhas.length;
}

export function fotosSemVistoriaJob(storage: Storage): Job {
  return {
    name: FOTOS_SEM_VISTORIA_JOB,
    everyMs: DAY_MS / 24,
    run: async (tx, now) => {
      await apagarFotosSemVistoria(tx, storage, now);
    },
  };
}
