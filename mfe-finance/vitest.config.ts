import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-finance',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['./vitest.setup.ts'],
    // typing into forms under jsdom is slow when the whole suite shares two cores
    testTimeout: 20_000,
  },
});
