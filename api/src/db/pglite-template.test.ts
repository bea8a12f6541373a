import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';
import { pgliteTemplate } from './pglite-template';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'frota-template-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe.runIf(process.env.FROTA_TEST_DRIVER !== 'postgres')('the migrated template of empty embedded databases', () => {
  it('does nothing without a folder', async () => {
    const none = await pgliteTemplate(MIGRATIONS_FOLDER, '');
    expect(await none.load()).toBeUndefined();
  });

  it('keeps a database once, named by its migrations, and a new one starts from it with its tables and rows', async () => {
    const template = await pgliteTemplate(MIGRATIONS_FOLDER, dir);
    expect(await template.load()).toBeUndefined();
    const source = await PGlite.create();
    await source.exec("CREATE TABLE marca (nome text); INSERT INTO marca VALUES ('modelo')");
    await template.keep(source);
    await source.close();
    const [kept] = await fs.readdir(dir);
    expect(kept).toMatch(/^pglite-[0-9a-f]{16}\.tar\.gz$/);

    const copy = await PGlite.create({ loadDataDir: await template.load() });
    expect((await copy.query<{ nome: string }>('SELECT nome FROM marca')).rows).toEqual([{ nome: 'modelo' }]);
    await copy.close();

    // other migrations, another name: never a dump of an older schema
    const other = path.join(dir, 'migracoes');
    await fs.mkdir(other);
    await fs.writeFile(path.join(other, '0000_x.sql'), 'SELECT 1');
    expect(await (await pgliteTemplate(other, dir)).load()).toBeUndefined();
    // two embedded databases made from nothing: ~10 s quiet, over 30 s on a busy machine
  }, 120_000);
});
