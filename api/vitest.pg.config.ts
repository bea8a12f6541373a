import { defineConfig } from 'vitest/config';
import { apiTestConfig } from './vitest.shared.ts';

// The same API tests on PostgreSQL at TEST_DATABASE_URL (CI: a local server with trust auth).
// Files run one at a time, since they share the database and reset it between tests.
export default defineConfig(apiTestConfig('api-pg', 'postgres'));
