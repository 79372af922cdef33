import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import BrowserFirstSequencer from './tests/support/browserFirstSequencer.ts';
import { TEST_WORKERS } from './tests/support/workers.ts';
import { E2E_WAIT_MS, WAIT_MS } from './tests/support/waits.ts';

/** The API file that mocks a module (fastify), so it cannot share the other files' modules. */
const API_WITH_MOCKS = 'tests/api/routeInventory.test.ts';
/** Each project's one bound on a test and a hook, generous as its waits' (tests/support/waits.ts). */
const bounds = (ms: number) => ({ testTimeout: ms, hookTimeout: ms });
/** The API files also start the product in a process of its own, up to three times in one test. */
const API_BOUNDS = bounds(600_000);
/** Notes each worker's suite for the CI figures (SuiteTimesReporter); nothing without it. */
const NOTE_WORKER = 'tests/support/suiteTimes/registerWorker.ts';

export default defineConfig({
  plugins: [react()],
  define: { global: 'globalThis' },
  test: {
    maxWorkers: TEST_WORKERS,
    sequence: { sequencer: BrowserFirstSequencer },
    // Through vitest's own loader, so the .ts plugins and routes @fastify/autoload imports load
    // once, in the same module graph as the tests (no second copy of an error class).
    server: { deps: { inline: ['@fastify/autoload'] } },
    expect: { poll: { timeout: WAIT_MS } },
    // CI also writes the results as JSON, so .ci/run can close on a plain 'N passed, N failed'
    // line, and each suite's wall and CPU time, which it prints last.
    reporters: process.env.CI
      ? [
          'default',
          ['json', { outputFile: 'test-results/vitest.json' }],
          './tests/support/suiteTimes/SuiteTimesReporter.ts',
        ]
      : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: [NOTE_WORKER],
          ...bounds(180_000),
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/component/setup.ts', NOTE_WORKER],
          // A worker keeps its modules from one file to the next (each file still gets a fresh
          // jsdom): importing MUI and react-admin again for every file was half the project's
          // CPU on CI's two cores. A file must not leave state behind (setup.ts cleans up).
          isolate: false,
          ...bounds(180_000),
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          exclude: [API_WITH_MOCKS],
          setupFiles: [NOTE_WORKER],
          // As the component project: the server's modules load once per worker, not per file.
          // Each file still makes its own databases and apps (testApp.ts).
          isolate: false,
          ...API_BOUNDS,
        },
      },
      {
        extends: true,
        test: {
          // The file that replaces a module with vi.mock keeps a module graph of its own.
          name: 'api-mocks',
          environment: 'node',
          include: [API_WITH_MOCKS],
          setupFiles: [NOTE_WORKER],
          ...API_BOUNDS,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // In the same pool as the other projects, whose files follow its own
          // (browserFirstSequencer.ts), each file on a product of its own (globalSetup.ts, workers.ts).
          // A worker keeps its Chromium and modules from file to file (browser.ts); each describe
          // block still has a browser context of its own.
          isolate: false,
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: [NOTE_WORKER],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // A journey waits on the product, Chromium and the simulated fleet's seconds, one wait
          // after another: its bound is a multiple of one wait's.
          ...bounds(4 * E2E_WAIT_MS),
          // Each look of expect.poll is a round trip into Chromium: every 100 ms, not vitest's 50,
          // halves what the journeys' waits cost the browser, the suite's largest CPU user.
          expect: { poll: { timeout: E2E_WAIT_MS, interval: 100 } },
        },
      },
    ],
  },
});
