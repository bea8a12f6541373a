import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE, type FiltrosAuditoria, type RegistroAuditoria } from '@frota/shared/domain';
import type { Db } from '../db/client';
import { auditoria, users } from '../db/schema';

/** The start of a São Paulo day, as an instant. */
const inicioDoDia = (dia: string) => sql`(${dia}::date)::timestamp at time zone ${TIME_ZONE}`;
/** The start of the São Paulo day after. */
const fimDoDia = (dia: string) => sql`(${dia}::date + 1)::timestamp at time zone ${TIME_ZONE}`;

function condicoes(f: Omit<FiltrosAuditoria, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    f.entidade ? eq(auditoria.entidade, f.entidade) : undefined,
    f.registro_id ? eq(auditoria.registro_id, f.registro_id) : undefined,
    f.usuario_id ? eq(auditoria.usuario_id, f.usuario_id) : undefined,
    f.de ? gte(auditoria.em, inicioDoDia(f.de)) : undefined,
    f.ate ? lt(auditoria.em, fimDoDia(f.ate)) : undefined,
  );
}

/** A page of the trail, newest first (ids grow with time), with each row's user name as it is now. */
export async function listAuditoria(
  db: Db,
  filtros: Omit<FiltrosAuditoria, 'page' | 'pageSize'>,
  page: number,
  pageSize: number,
): Promise<{ rows: RegistroAuditoria[]; total: number }> {
  const where = condicoes(filtros);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: auditoria.id,
        em: auditoria.em,
        usuario_id: auditoria.usuario_id,
        usuario_nome: users.nome,
        email: auditoria.email,
        acao: auditoria.acao,
        entidade: auditoria.entidade,
        registro_id: auditoria.registro_id,
        antes: auditoria.antes,
        depois: auditoria.depois,
        request_id: auditoria.request_id,
      })
      .from(auditoria)
      .leftJoin(users, eq(users.id, auditoria.usuario_id))
      .where(where)
      .orderBy(desc(auditoria.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditoria).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, em: row.em.toISOString() }) as RegistroAuditoria),
    total: totals?.total ?? 0,
  };
}
