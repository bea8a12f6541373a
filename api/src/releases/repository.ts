import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RemoteName } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { releases, releasesAtivacoes, users } from '../db/schema';
import { lockKey } from '../jobs/scheduler';

/** A published version as the registry answers it, with its author's name as it is now. */
export interface ReleaseRow {
  id: number;
  remote: RemoteName;
  versao: string;
  hash: string;
  faixa_shared: string | null;
  criada_em: Date;
  autor: string | null;
}

/** A remote's newest activation (its active version) and the one below it on the stack. */
export interface Topo {
  id: number;
  remote: RemoteName;
  versao: string;
  anterior_id: number | null;
  anterior_versao: string | null;
}

const releaseColumns = {
  id: releases.id,
  remote: releases.remote,
  versao: releases.versao,
  hash: releases.hash,
  faixa_shared: releases.faixa_shared,
  criada_em: releases.criada_em,
  autor: users.nome,
};

/** Every release (of one remote, or all), newest first. */
export async function listarReleases(db: Db, remote?: RemoteName): Promise<ReleaseRow[]> {
  const rows = await db
    .select(releaseColumns)
    .from(releases)
    .leftJoin(users, eq(users.id, releases.autor_id))
    .where(remote ? eq(releases.remote, remote) : undefined)
    .orderBy(desc(releases.id));
  return rows as ReleaseRow[];
}

export async function acharRelease(db: Db, remote: RemoteName, versao: string): Promise<ReleaseRow | null> {
  const [row] = await db
    .select(releaseColumns)
    .from(releases)
    .leftJoin(users, eq(users.id, releases.autor_id))
    .where(and(eq(releases.remote, remote), eq(releases.versao, versao)))
    .limit(1);
  return (row as ReleaseRow | undefined) ?? null;
}

export async function inserirRelease(
  db: Db,
  values: { remote: RemoteName; versao: string; hash: string; faixa_shared: string | null; criada_em: Date; autor_id: number },
): Promise<number> {
  const [row] = await db.insert(releases).values(values).returning({ id: releases.id });
  return row!.id;
}

const abaixo = alias(releasesAtivacoes, 'abaixo');

/** Each remote's newest activation, with the version below it; a remote never activated has none. */
export async function topos(db: Db, remote?: RemoteName): Promise<Map<RemoteName, Topo>> {
  const rows = await db
    .selectDistinctOn([releasesAtivacoes.remote], {
      id: releasesAtivacoes.id,
      remote: releasesAtivacoes.remote,
      versao: releasesAtivacoes.versao,
      anterior_id: releasesAtivacoes.anterior_id,
      anterior_versao: abaixo.versao,
    })
    .from(releasesAtivacoes)
    .leftJoin(abaixo, eq(abaixo.id, releasesAtivacoes.anterior_id))
    .where(remote ? eq(releasesAtivacoes.remote, remote) : undefined)
    .orderBy(releasesAtivacoes.remote, desc(releasesAtivacoes.id));
  return new Map((rows as Topo[]).map((row) => [row.remote, row]));
}

export async function acharAtivacao(db: Db, id: number): Promise<{ versao: string; anterior_id: number | null } | null> {
  const [row] = await db
    .select({ versao: releasesAtivacoes.versao, anterior_id: releasesAtivacoes.anterior_id })
    .from(releasesAtivacoes)
    .where(eq(releasesAtivacoes.id, id));
  return row ?? null;
}

export async function empilhar(
  db: Db,
  values: { remote: RemoteName; versao: string; anterior_id: number | null; acao: 'ativar' | 'reverter'; usuario_id: number | null },
): Promise<void> {
  await db.insert(releasesAtivacoes).values(values);
}

/**
 * Holds the activations' lock until the transaction ends: two activations (on any instance sharing the PostgreSQL)
 * read the stacks one after the other, so neither pushes on a top the other replaced, and two remotes never both
 * take one route (an activation reads the others' screens).
 */
export async function travarAtivacoes(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey('releases')})`);
}
