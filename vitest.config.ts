import { defineConfig } from 'vitest/config';

// Each package keeps its own vitest config beside its code; the root only lists them.
// The API tests that can differ between the drivers run again on PostgreSQL whenever TEST_DATABASE_URL is set (CI
// sets it): api/vitest.shared.ts says which and why.
export default defineConfig({
  test: {
    // both cores: left to itself vitest ran one worker here; each API worker has its own database (PGlite in memory,
    // or its own PostgreSQL database), and the screen tests allow for a busy machine (20 s per test)
    maxWorkers: 2,
    projects: [
      'shared',
      'api',
      ...(process.env.TEST_DATABASE_URL ? ['api/vitest.pg.config.ts'] : []),
      'shell',
      'mfe-*',
      'scripts',
    ],
  },
});
