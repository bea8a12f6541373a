import { defineConfig } from 'vitest/config';
import { apiTestConfig } from './vitest.shared.ts';

// API tests on embedded PGlite: one in-memory instance per worker, shared by its test files.
export default defineConfig(apiTestConfig('api-pglite', 'pglite'));
