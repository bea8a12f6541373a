import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-incidents',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // whole form flows typed key by key: 5 s is too tight when the machine runs other suites too
    testTimeout: 20_000,
  },
});
