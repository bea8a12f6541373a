// The vitest project of every front-end package (the kit, the shell, each remote), so each vitest.config.ts is one call.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `isolate: false` lets a worker's test files share its modules: each file re-imported the kit and Chakra in its
 * setup (the front-end suites took 172 s, 80 s so). The shell and incidents keep isolation: the shell's files render
 * the whole app around module state of its own (session, remotes, navigation), and a file of each failed in some
 * shuffled orders.
 */
export function screenTestConfig(name: string, { isolate = false }: { isolate?: boolean } = {}) {
  return defineConfig({
    test: {
      name,
      environment: 'jsdom',
      isolate,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(new URL('./src/testing/setup.ts', import.meta.url))],
      // whole form flows typed key by key against a loopback server: 5 s is too tight on a machine running other suites
      testTimeout: 20_000,
    },
  });
}
