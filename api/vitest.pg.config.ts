import { defineConfig } from 'vitest/config';
import { apiTestConfig } from './vitest.shared.ts';

// The API tests that can differ between the drivers (ON_BOTH_DRIVERS in vitest.shared.ts, each with why) on
// PostgreSQL at TEST_DATABASE_URL (CI: a local server with trust auth); the rest runs once, on PGlite.
// Each worker runs its files on a database of its own, named after TEST_DATABASE_URL's (src/test/worker-database.ts).
export default defineConfig(apiTestConfig('api-pg', 'postgres'));
