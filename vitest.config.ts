import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: { global: 'globalThis' },
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI, where
    // the unit, component and API files (each on databases of their own) spend most of their
    // time waiting on PostgreSQL, PGlite's thread or a socket. TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS) || Math.max(3, availableParallelism()),
    // Through vitest's own loader, so the .ts plugins and routes @fastify/autoload imports load
    // once, in the same module graph as the tests (no second copy of an error class).
    server: { deps: { inline: ['@fastify/autoload'] } },
    // CI also writes the results as JSON, so .ci/run can close on a plain 'N passed, N failed' line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // The seed's simulations take 4 s alone, and more beside the API suites on two cores.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts'],
          // Typing into a screen beside the API files' databases can take longer than 5 s.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // After the other suites, alone: the product, Chromium and the API suites' databases
          // on two cores at once made screens slow enough to miss transient notifications.
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
