import { defineConfig } from 'vitest/config';

// Each package keeps its own vitest config beside its code; the root only lists them.
// The API suite runs a second time on PostgreSQL whenever TEST_DATABASE_URL is set (CI sets it).
export default defineConfig({
  test: {
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
