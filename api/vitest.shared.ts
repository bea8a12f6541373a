import type { ViteUserConfig } from 'vitest/config';

/**
 * The test files api-pg runs, each with why: what can differ between the drivers. PGlite is PostgreSQL 17 in WASM
 * behind one session; the server is another major version behind a pool. So what differs is the driver (how values
 * are decoded, how errors come, named statements), concurrency (several connections: locks, deadlocks, races, other
 * instances), notifications, a dropped connection, and SQL a server version or planner may treat apart. Everything
 * else (validation, HTTP, permissions, pure functions, processes on an embedded data folder) runs once, on PGlite.
 * An entry ending in '/' is every test file under that folder, else one file. src/test/drivers.test.ts fails when an
 * entry matches no file (a file or folder renamed) or when a test file left out branches on the driver, takes a lock,
 * notifies, or runs work side by side.
 */
export const ON_BOTH_DRIVERS: Record<string, string> = {
  'src/db/': 'the drivers themselves: named statements, retries after a deadlock, migrations over existing rows, planner settings',
  'src/crud/': 'the SQL every resource shares (lists, keyset CSV, writes), the counting and versao triggers, the change feed',
  'src/test/conformance/': "every resource's contract: each column type decoded and each constraint error mapped, by either driver",
  'src/razao/': 'the ledger: money summed in SQL, the receipts trigger, the row locks of receipts, lotes and settlements',
  'src/conciliacao/': 'bank lines stored once per account and FITID (on conflict), proposals from the ledger in SQL, confirmations that lock lines and charges in one transaction',
  'src/cobrancas/': 'weekly charges: set-based SQL in batched transactions, a contract written while the job runs',
  'src/pix/': "the amount a Pix asks for is the ledger's open balance, summed in SQL",
  'src/dashboard/': 'aggregates in SQL, the weekly-totals triggers, the kept answer dropped by a write',
  'src/alertas/': 'the alert evaluation is hand-written SQL run inside the write',
  'src/auditoria/': 'the audit row is written in the transaction of its write; a trigger refuses its update or delete',
  'src/jobs/': 'a job runs on one instance at a time through an advisory lock',
  'src/resources/': "each resource's own SQL (reports, filters, due fines), its row locks, and two saves of one row at once",
  'src/releases/': 'activations by two instances on one PostgreSQL stack one over the other',
  'src/empresa/': "the company's one row: its first save inserts and locks it, two first saves at once are one after the other",
  'src/startup.test.ts': 'two instances migrating one empty PostgreSQL at once',
  'src/app.test.ts': 'start-up: the migrations recorded, the first administrador and the demo login differ by driver',
  'src/plugins/idempotency.test.ts': 'two requests racing for one Idempotency-Key',
  'src/plugins/instances.test.ts': "another instance's notifications (NOTIFY) reach this one",
  'src/auth/throttle.test.ts': 'a burst of concurrent login attempts counted in the database',
  'src/security/database-down.test.ts': 'PostgreSQL stopped, and a connection dropped with a write in flight',
  'src/security/input.test.ts': 'text PostgreSQL cannot store is an error the driver reports, answered 400',
  'src/portal-motorista/': "the driver's session: the link's one use and its wrong-date count are single UPDATEs, the status trigger ends his sessions, his figures are the ledger's SQL",
};

/** The vitest globs of ON_BOTH_DRIVERS. */
export const onBothDriversGlobs = (): string[] => Object.keys(ON_BOTH_DRIVERS).map((entry) => (entry.endsWith('/') ? `${entry}**/*.test.ts` : entry));

export function apiTestConfig(name: string, driver: 'pglite' | 'postgres'): ViteUserConfig {
  if (driver === 'postgres' && !process.env.TEST_DATABASE_URL) {
    throw new Error('O projeto api-pg precisa de TEST_DATABASE_URL (ex.: postgres://postgres@127.0.0.1:5432/frota_api_test)');
  }
  return {
    test: {
      name,
      root: import.meta.dirname,
      include: driver === 'postgres' ? onBothDriversGlobs() : ['src/**/*.test.ts'],
      environment: 'node',
      pool: 'forks',
      // files of a worker share one database (PGlite takes ~2 s and ~850 MB to start), reset between tests;
      // on PostgreSQL each worker has a database of its own (src/test/worker-database.ts)
      isolate: false,
      setupFiles: driver === 'postgres' ? ['src/test/worker-database.ts', 'src/test/hash-cost.ts'] : ['src/test/hash-cost.ts'],
      testTimeout: 30_000,
      hookTimeout: 120_000,
      env: { FROTA_TEST_DRIVER: driver, LOG_LEVEL: 'silent' },
    },
  };
}
