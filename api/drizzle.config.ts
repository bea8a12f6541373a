import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @frota/api db:generate` writes a new versioned SQL migration into drizzle/
// after a change under src/db/schema; the API applies pending ones at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: undefined,
});
