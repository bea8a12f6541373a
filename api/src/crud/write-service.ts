import { and, eq, sql, type SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { MSG } from '@frota/shared/domain';
import { queryRows, type Db } from '../db/client';
import { PG, pgError } from '../db/errors';
import { badRequest, conflict, ERROR_TEXTS, forbidden, HttpException, notFound } from '../http/errors';
import { autorPode, registrar, type Autor } from '../auditoria/registrar';
import type { ChangeFeed, ResourceChange } from './changes';
import { runWrite } from './write-path';
import type { DerivedRows, ResourceDefinition, Row } from './definition';
import type { ResourceRows } from './rows';

/**
 * The version a write expects the row to be at (from If-Match): a number, or `*` for any; undefined checks nothing.
 */
export type ExpectedVersao = number | '*' | undefined;

/** 412: the row changed since the client read it (If-Match did not match). */
export const preconditionFailed = () => new HttpException(412, MSG.registroAlterado);

/** "a", "a e b", "a, b e c" */
function joinPt(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

type Notify = (tx: Db, change: Omit<ResourceChange, 'resource'>) => Promise<void>;

/**
 * Runs last in a write's transaction with the row as it is answered, so what it writes commits with the write
 * (an idempotent POST's kept answer: plugins/idempotency.ts, answerInTransaction).
 */
export type BeforeCommit = (tx: Db, answered: Row) => Promise<void>;

/**
 * The writes of a resource (create, update, remove): its hooks, change listeners and audit row in one transaction,
 * the If-Match version checked by the write itself, and PostgreSQL errors turned into pt-BR 400/404/409/412. A
 * write with no `autor` (the seed, tests) is not audited.
 */
export function createWriteService<TInput extends z.ZodType, TRow extends z.ZodObject>(
  def: ResourceDefinition<TInput, TRow>,
  { table, columns, selection, selectRow, answeredRow, answer, embeds, hasComputed }: ResourceRows,
  options: { changes?: ChangeFeed } = {},
) {
  const fkFieldByConstraint = new Map<string, string>();
  for (const fk of getTableConfig(table).foreignKeys) {
    const column = fk.reference().columns[0]?.name;
    if (column && def.foreignKeys?.[column]) fkFieldByConstraint.set(fk.getName(), column);
  }

  const este = def.genero === 'm' ? 'este' : 'esta';
  const ele = def.genero === 'm' ? 'ele' : 'ela';
  const deleteBlocked = (labels: readonly string[]) =>
    labels.length
      ? `Não é possível excluir ${este} ${def.texts.singular} porque ${ele} possui ${joinPt(labels)}.`
      : `Não é possível excluir ${este} ${def.texts.singular} porque há registros vinculados a ${ele}.`;

  function writeError(err: unknown): never {
    const failure = pgError(err);
    if (failure?.code === PG.uniqueViolation) {
      const rule = failure.constraint ? def.unique?.[failure.constraint] : undefined;
      if (rule) throw conflict(rule.message, { [rule.field]: rule.message });
      throw conflict(ERROR_TEXTS.conflito);
    }
    if (failure?.code === PG.foreignKeyViolation) {
      const field = failure.constraint ? fkFieldByConstraint.get(failure.constraint) : undefined;
      const message = field ? def.foreignKeys?.[field] : undefined;
      throw badRequest(field && message ? { [field]: message } : undefined);
    }
    throw err;
  }

  /** `work` gets `notify`, which tells the change listeners (in the transaction); their after-commit work runs once it committed */
  async function inTransaction<T>(db: Db, hooks: boolean, work: (tx: Db, notify: Notify | null) => Promise<T>): Promise<T> {
    const changes = options.changes?.listens(def.name) ? options.changes : null;
    // a single statement is atomic already; hooks, listeners and the audit row need their writes to commit together
    if (!hooks && !changes) return work(db, null);
    return runWrite(db, { changes }, ({ tx, changed }) =>
      work(tx, changes ? (_tx, change) => changed({ ...change, resource: def.name }) : null),
    );
  }

  const rewrites = () => options.changes?.rewrites(def.name) ?? false;
  const writeHooks = Boolean(def.beforeWrite);
  const deleteHooks = Boolean(def.derived?.length) || Boolean(def.beforeDelete);

  /** 409 naming what still references the row (one query for every kind). */
  async function refuseReferenced(db: Db, id: number): Promise<void> {
    const refs = def.references ?? [];
    if (!refs.length) return;
    const checks = refs.map((ref, i) => sql`exists (select 1 from ${ref.table} where ${ref.column} = ${id}) as ${sql.identifier(`r${i}`)}`);
    const [found] = await queryRows<Record<string, boolean>>(db, sql`select ${sql.join(checks, sql`, `)}`);
    const labels = refs.filter((_, i) => found?.[`r${i}`] === true).map((ref) => ref.label);
    if (labels.length) throw conflict(deleteBlocked(labels));
  }

  /** A derived row of an entity of its own (a fine's charge) goes only with that entity's permission, audited. */
  async function removeDerived(tx: Db, rows: DerivedRows, id: number, autor: Autor | undefined): Promise<void> {
    const gone: Row[] = await tx.delete(rows.table).where(and(eq(rows.column, id), rows.where)).returning();
    if (!rows.entidade || !gone.length) return;
    if (!autorPode(autor, rows.entidade.permissao)) throw forbidden(rows.entidade.semPermissao);
    if (!autor) return;
    for (const row of gone) await registrar(tx, autor, { acao: 'exclusao', entidade: rows.entidade.nome, registroId: Number(row.id), antes: row });
  }

  const versaoColumn = columns.versao;
  /** `id = ?`, and `versao = ?` when the caller expects a version: the check is part of the write itself */
  function idAndVersion(id: number, versao: ExpectedVersao): SQL {
    if (typeof versao !== 'number' || !versaoColumn) return eq(table.id, id);
    return and(eq(table.id, id), eq(versaoColumn, versao))!;
  }

  /** After a guarded write touched no row: the row is gone (404) or at another version (412). */
  async function missedWrite(db: Db, id: number): Promise<never> {
    const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
    throw exists ? preconditionFailed() : notFound(def.texts.notFound);
  }

  const lockRow = async (db: Db, id: number): Promise<Row | null> =>
    (await db.select(selection).from(table).where(eq(table.id, id)).for('update'))[0] ?? null;

  /** The written row as answered: with embeds or computed fields, read again once committed (they read other tables' rows). */
  async function answered(db: Db, row: Row): Promise<Row> {
    const found = embeds.length || hasComputed ? await answeredRow(db, Number(row.id)) : null;
    return found ?? answer([{ ...row }])[0]!;
  }

  return {
    /** With `beforeCommit`, the answered row is read in the transaction and handed to it before the commit. */
    async create(db: Db, data: z.output<TInput>, autor?: Autor, beforeCommit?: BeforeCommit): Promise<Row> {
      try {
        const { row, final } = await inTransaction(db, writeHooks || Boolean(autor) || Boolean(beforeCommit), async (tx, notify) => {
          await def.beforeWrite?.(tx, data, { id: null, autor });
          const values = def.toValues ? await def.toValues(data, { operation: 'create', tx, id: null }) : (data as Row);
          const [inserted] = await tx.insert(table).values(values).returning(selection);
          let created = inserted!;
          if (notify) {
            await notify(tx, { operation: 'create', id: Number(created.id), row: created, previous: null, autor });
            // a listener may have written the row again (a receipt for a charge created pago): answer it as it is now
            if (rewrites()) created = (await selectRow(tx, Number(created.id)))!;
          }
          if (autor) await registrar(tx, autor, { acao: 'criacao', entidade: def.name, registroId: Number(created.id), depois: created });
          if (!beforeCommit) return { row: created, final: null };
          const final = await answered(tx, created);
          await beforeCommit(tx, final);
          return { row: created, final };
        });
        return final ?? (await answered(db, row));
      } catch (err) {
        writeError(err);
      }
    },

    /** With `versao` (If-Match), the row is written only if it is still at that version, else 412 and nothing changes. */
    async update(db: Db, id: number, data: z.output<TInput>, versao?: ExpectedVersao, autor?: Autor): Promise<Row> {
      try {
        const row = await inTransaction(db, writeHooks || Boolean(autor), async (tx, notify) => {
          // locked first, then what derives from it (a fine's charge, in beforeWrite and the listeners): two writers of
          // one row take their locks in one order and never deadlock; audited, its "before" is the one this write replaces
          const previous = autor || writeHooks ? await lockRow(tx, id) : notify ? await selectRow(tx, id) : null;
          await def.beforeWrite?.(tx, data, { id, autor });
          const values = def.toValues ? await def.toValues(data, { operation: 'update', tx, id }) : (data as Row);
          const [written] = await tx.update(table).set(values).where(idAndVersion(id, versao)).returning(selection);
          if (!written) return missedWrite(tx, id);
          let updated = written;
          if (notify) {
            await notify(tx, { operation: 'update', id, row: written, previous, autor });
            if (rewrites()) updated = (await selectRow(tx, id))!;
          }
          if (autor) await registrar(tx, autor, { acao: 'alteracao', entidade: def.name, registroId: id, antes: previous, depois: updated });
          return updated;
        });
        return answered(db, row);
      } catch (err) {
        writeError(err);
      }
    },

    /** With `versao` (If-Match), the row is deleted only if it is still at that version, else 412 and nothing changes. */
    async remove(db: Db, id: number, versao?: ExpectedVersao, autor?: Autor): Promise<void> {
      const [exists] = await db.select(versaoColumn ? { id: table.id, versao: versaoColumn } : { id: table.id }).from(table).where(eq(table.id, id)).limit(1);
      if (!exists) throw notFound(def.texts.notFound);
      // a stale version answers 412 before the reference check: the user first needs to see the row as it is now
      if (typeof versao === 'number' && 'versao' in exists && exists.versao !== versao) throw preconditionFailed();
      try {
        await inTransaction(db, deleteHooks || Boolean(autor), async (tx, notify) => {
          // the row first, then what derives from it, in the order every write of it takes them
          const locked = deleteHooks ? await lockRow(tx, id) : null;
          if (locked && def.beforeDelete) await def.beforeDelete(tx, locked);
          for (const rows of def.derived ?? []) await removeDerived(tx, rows, id, autor);
          await refuseReferenced(tx, id);
          // the version is checked again by the delete itself: a write in between answers 412, not a lost update;
          // it answers the row it deleted, the "previous" of the listeners and the audit row
          const [previous] = await tx.delete(table).where(idAndVersion(id, versao)).returning(selection);
          if (!previous) return missedWrite(tx, id);
          await notify?.(tx, { operation: 'delete', id, row: null, previous, autor });
          if (autor) await registrar(tx, autor, { acao: 'exclusao', entidade: def.name, registroId: id, antes: previous });
        });
      } catch (err) {
        const failure = pgError(err);
        if (failure?.code === PG.foreignKeyViolation || failure?.code === PG.restrictViolation) throw conflict(deleteBlocked([]));
        throw err;
      }
    },
  };
}
