/**
 * How many browser-suite files run at once, each against a product of its own (globalSetup.ts).
 * Three on CI's two cores: with two, the suite kept the cores only half busy (Chromium, the
 * products and the workers together, sampled from /proc over a whole run), as the journeys wait
 * on the simulated fleet's seconds and on the screens; a third file fills that wait (860 s → 782 s).
 * E2E_WORKERS overrides it.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS) || 3;
