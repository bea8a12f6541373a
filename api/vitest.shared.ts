import type { ViteUserConfig } from 'vitest/config';

export function apiTestConfig(name: string, driver: 'pglite' | 'postgres'): ViteUserConfig {
  if (driver === 'postgres' && !process.env.TEST_DATABASE_URL) {
    throw new Error('O projeto api-pg precisa de TEST_DATABASE_URL (ex.: postgres://postgres@127.0.0.1:5432/frota_api_test)');
  }
  return {
    test: {
      name,
      root: import.meta.dirname,
      include: ['src/**/*.test.ts'],
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
