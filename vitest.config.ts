import { defineConfig } from 'vitest/config';

// Each package keeps its own vitest config beside its code; the root only lists them.
export default defineConfig({
  test: {
    projects: ['shared', 'api', 'shell', 'mfe-*', 'scripts'],
  },
});
