import { sql, type SQL } from 'drizzle-orm';
import { ENTITY_NAMES, fieldsOf, tableNameOf, WRITABLE_ENTITY_NAMES } from '@frota/shared/domain';
import type { Db } from './client';

// The triggers every registry table needs, installed from the registry after the migrations on every start, so a new
// entity's migration is only what drizzle-kit generates and no table can be without them:
// - `<table>_versao` (the row's version, migration 0005's function) on every entity's table;
// - the counting triggers of `contagens` (migration 0011's functions) on every writable entity's table, whose list
//   reads its total there: `_ins`, `_del`, `_trunc`, and `_upd` where a counted filter's column can change;
// - `contagens_chaves`, the keys a row counts under, from the registry's `counted` fields.
// Each step checks the catalog first and writes only what is missing: a start on an installed database reads and
// writes nothing else.

const COUNTING = ['ins', 'del', 'trunc', 'upd'] as const;

/** The filters whose one-value totals are kept, by table. */
function countedKeys(): Map<string, string[]> {
  return new Map(
    WRITABLE_ENTITY_NAMES.map((entity) => [
      tableNameOf(entity),
      Object.entries(fieldsOf(entity))
        .filter(([, field]) => field.counted)
        .map(([name]) => name),
    ]),
  );
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The body of `contagens_chaves(tabela, linha)`: '' for the whole table, and `<field>=<value>` per counted field. */
function keysFunctionBody(counted: Map<string, string[]>): string {
  const cases = [...counted]
    .filter(([, fields]) => fields.length)
    .map(([table, fields]) => `WHEN ${literal(table)} THEN ARRAY['', ${fields.map((f) => `${literal(`${f}=`)} || (linha->>${literal(f)})`).join(', ')}]`);
  return cases.length ? `SELECT CASE tabela ${cases.join(' ')} ELSE ARRAY[''] END` : `SELECT ARRAY['']`;
}

const trigger = (table: string, suffix: string) => sql.identifier(`${table}_${suffix}`);

function countingTrigger(table: string, suffix: (typeof COUNTING)[number]): SQL {
  const t = sql.identifier(table);
  const name = trigger(table, `contagens_${suffix}`);
  switch (suffix) {
    case 'ins':
      return sql`create trigger ${name} after insert on ${t} referencing new table as novas for each statement execute function "contagens_contar"()`;
    case 'del':
      return sql`create trigger ${name} after delete on ${t} referencing old table as antigas for each statement execute function "contagens_contar"()`;
    case 'trunc':
      return sql`create trigger ${name} after truncate on ${t} for each statement execute function "contagens_zerar"()`;
    case 'upd':
      return sql`create trigger ${name} after update on ${t} referencing old table as antigas new table as novas for each statement execute function "contagens_contar"()`;
  }
}

/**
 * A table's counting triggers and its kept totals, made again in one transaction while no one writes to it: the
 * totals are counted from the rows, so they are exact from the first write after.
 */
async function recount(db: Db, table: string, updates: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const t = sql.identifier(table);
    await tx.execute(sql`lock table ${t} in share row exclusive mode`);
    for (const suffix of COUNTING) await tx.execute(sql`drop trigger if exists ${trigger(table, `contagens_${suffix}`)} on ${t}`);
    for (const suffix of COUNTING) if (suffix !== 'upd' || updates) await tx.execute(countingTrigger(table, suffix));
    await tx.execute(sql`delete from "contagens" where "tabela" = ${table}`);
    await tx.execute(
      sql`insert into "contagens" ("tabela", "chave", "n")
        select ${table}, chave, count(*) from ${t}, unnest("contagens_chaves"(${table}, to_jsonb(${t}))) as chave group by chave`,
    );
  });
}

async function names(db: Db, query: SQL): Promise<Set<string>> {
  const { rows } = (await db.execute(query)) as unknown as { rows: { name: string }[] };
  return new Set(rows.map((row) => row.name));
}

/** Installs what is missing of the registry tables' version and counting triggers (see above). */
export async function installEntityTriggers(db: Db): Promise<void> {
  const tables = await names(db, sql`select tablename as name from pg_tables where schemaname = current_schema()`);
  const missing = ENTITY_NAMES.map(tableNameOf).filter((table) => !tables.has(table));
  if (missing.length) throw new Error(`Tabelas do registro sem migração: ${missing.join(', ')} (gere-a com \`pnpm --filter @frota/api exec drizzle-kit generate\`)`);

  const triggers = await names(db, sql`select tgname as name from pg_trigger where not tgisinternal`);
  for (const entity of ENTITY_NAMES) {
    const table = tableNameOf(entity);
    if (!triggers.has(`${table}_versao`)) {
      await db.execute(sql`create trigger ${trigger(table, 'versao')} before update on ${sql.identifier(table)} for each row execute function "versao_incrementar"()`);
    }
  }

  const counted = countedKeys();
  const body = keysFunctionBody(counted);
  const [current] = await names(db, sql`select prosrc as name from pg_proc where proname = 'contagens_chaves'`);
  const keysChanged = current?.trim() !== body;
  if (keysChanged) {
    await db.execute(sql.raw(`create or replace function "contagens_chaves"(tabela text, linha jsonb) returns text[] as $$ ${body} $$ language sql immutable`));
  }
  for (const [table, fields] of counted) {
    const updates = fields.length > 0;
    const installed = COUNTING.every((suffix) => (suffix === 'upd' && !updates) || triggers.has(`${table}_contagens_${suffix}`));
    if (keysChanged || !installed) await recount(db, table, updates);
  }
}
