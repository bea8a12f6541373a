import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-incidents',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
