import { defineConfig } from 'vitest/config';
import { apiTestConfig } from './vitest.shared.ts';

// The same API tests on PostgreSQL at TEST_DATABASE_URL (CI: a local server with trust auth).
// Each worker runs its files on a database of its own, named after TEST_DATABASE_URL's (src/test/worker-database.ts).
export default defineConfig(apiTestConfig('api-pg', 'postgres'));
