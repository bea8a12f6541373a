// The vitest project of every front-end package (the kit, the shell, each remote), so each vitest.config.ts is one call.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export function screenTestConfig(name: string) {
  return defineConfig({
    test: {
      name,
      environment: 'jsdom',
      isolate: false,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./src/testing/setup.ts', import.meta.url))],
      // whole form flows typed key by key against a loopback server: 5 s is too tight on a machine running other suites
      testTimeout: 20_000,
    },
  });
}
