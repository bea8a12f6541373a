import pg from 'pg';

// Setup file of the api-pg project: each vitest worker gets a database of its own, named after the one in
// TEST_DATABASE_URL with the worker's number, so the PostgreSQL files run in parallel as PGlite's do (each resets its
// database between tests). It then stands in TEST_DATABASE_URL for everything the worker runs.
const base = process.env.FROTA_TEST_BASE_URL ?? process.env.TEST_DATABASE_URL;
if (!base) throw new Error('TEST_DATABASE_URL não definido para o projeto api-pg');
process.env.FROTA_TEST_BASE_URL = base;

const worker = new URL(base);
const name = `${worker.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? '1'}`;
if (!/^[a-z0-9_]+$/i.test(name)) throw new Error(`Nome de banco de teste inválido: ${name}`);
worker.pathname = `/${name}`;

if (process.env.TEST_DATABASE_URL !== worker.toString()) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  process.env.TEST_DATABASE_URL = worker.toString();
}
