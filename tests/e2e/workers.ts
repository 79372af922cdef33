import { TEST_WORKERS } from '../support/workers.ts';

/**
 * How many products the browser suite starts (globalSetup.ts), each on a database of its own:
 * one per worker, so that no browser file waits for another's. E2E_WORKERS overrides it.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS) || TEST_WORKERS;
