/**
 * How many browser-suite files run at once, each against a product of its own (globalSetup.ts).
 * Two on CI's two cores: the journeys spend most of their time waiting on the simulated fleet's
 * seconds and on the screens, so a second file fills that wait. E2E_WORKERS overrides it.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS) || 2;
