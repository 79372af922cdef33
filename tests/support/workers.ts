import { availableParallelism } from 'node:os';

/**
 * How many test files run at once, in every project (vitest.config.ts). Four on CI's two cores:
 * the files spend much of their time waiting on PostgreSQL, PGlite's thread, a socket, Chromium
 * or the simulated fleet's seconds, and a waiting file leaves its core to another. Measured on
 * two cores: two browser workers left the suite at 11.5 min where four took it in under 9 with
 * the machine busier. TEST_WORKERS overrides it.
 */
export const TEST_WORKERS = Number(process.env.TEST_WORKERS) || Math.max(4, availableParallelism());
