/**
 * A test waits for a condition, never for a time sized on an idle machine: on a busy one (the
 * other suites, another process per core, load 15 on two cores) anything can take longer, and
 * is slow, not wrong. So no test file sets a time of its own: each project of vitest.config.ts
 * sets its bounds once, and they only end a test, hook or wait whose condition never comes. A
 * test that must bound a time (one the spec or a document names) says so with scaledBudget()
 * of ./slowness.ts.
 */

/** One wait of the unit, component and API tests: expect.poll, and waitFor and findBy* (tests/component/setup.ts). */
export const WAIT_MS = 60_000;

/**
 * One wait of a browser journey: expect.poll, and a Playwright locator's wait or action (each
 * browser context of tests/e2e/browser.ts). The product, Chromium and the simulated fleet's
 * seconds share the cores there.
 */
export const E2E_WAIT_MS = 180_000;
