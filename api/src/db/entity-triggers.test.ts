import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENTITY_NAMES, fieldsOf, tableNameOf, WRITABLE_ENTITY_NAMES } from '@frota/shared/domain';
import { readCount } from '../crud/total-count';
import { inserirLinha } from '../test/fixtures';
import { useApiTest } from '../test/helpers';
import { testDatabase } from '../test/database';
import { queryRows } from './client';
import { installEntityTriggers } from './entity-triggers';

const api = useApiTest();

const triggersOf = async (table: string) =>
  (
    await queryRows<{ name: string }>(
      api.db,
      sql`select tgname as name from pg_trigger where tgrelid = ${table}::regclass and not tgisinternal order by tgname`,
    )
  ).map((r) => r.name);

const counted = (entity: (typeof WRITABLE_ENTITY_NAMES)[number]) => Object.values(fieldsOf(entity)).some((field) => field.counted);

describe('the registry tables’ triggers', () => {
  it.each(ENTITY_NAMES)('%s has its version trigger, and its counting triggers when its list is the API’s', async (entity) => {
    const table = tableNameOf(entity);
    const triggers = await triggersOf(table);
    expect(triggers).toContain(`${table}_versao`);
    const writable = (WRITABLE_ENTITY_NAMES as string[]).includes(entity);
    for (const suffix of ['ins', 'del', 'trunc']) expect(triggers.includes(`${table}_contagens_${suffix}`), suffix).toBe(writable);
    if (writable) expect(triggers.includes(`${table}_contagens_upd`)).toBe(counted(entity as (typeof WRITABLE_ENTITY_NAMES)[number]));
  });

  it('puts back what a table lost, with its totals counted from its rows, and a start after that changes nothing', async () => {
    const veiculos = tableNameOf('veiculos');
    await inserirLinha(api.db, 'veiculos');
    for (const name of ['versao', 'contagens_ins', 'contagens_del', 'contagens_trunc']) {
      await api.db.execute(sql`drop trigger ${sql.identifier(`${veiculos}_${name}`)} on ${sql.identifier(veiculos)}`);
    }
    // written while nothing counted it
    await inserirLinha(api.db, 'veiculos');
    expect(await readCount(api.db, veiculos, '')).toBe(1);

    await (await testDatabase()).migrate();
    expect(await triggersOf(veiculos)).toEqual(['veiculos_contagens_del', 'veiculos_contagens_ins', 'veiculos_contagens_trunc', 'veiculos_versao']);
    expect(await readCount(api.db, veiculos, '')).toBe(2);
    await inserirLinha(api.db, 'veiculos');
    expect(await readCount(api.db, veiculos, '')).toBe(3);

    const contagens = async () => queryRows(api.db, sql`select tabela, chave, n from contagens order by tabela, chave, n`);
    const antes = await contagens();
    await installEntityTriggers(api.db);
    expect(await contagens()).toEqual(antes);
  });

  it('keys the kept totals by the registry’s counted fields', async () => {
    const [keys] = await queryRows<{ keys: string[] }>(
      api.db,
      sql`select "contagens_chaves"('pagamentos', '{"status_pagamento": "pago", "tipo": "multa"}'::jsonb) as keys`,
    );
    expect(keys!.keys).toEqual(['', 'status_pagamento=pago', 'tipo=multa']);
    const [outra] = await queryRows<{ keys: string[] }>(api.db, sql`select "contagens_chaves"('veiculos', '{}'::jsonb) as keys`);
    expect(outra!.keys).toEqual(['']);
  });
});
