/** Deterministic demo data (fixed seeds): the same size and `now` give the same rows. */
export { seedDatabase } from './seedDatabase.ts';
export { SEED_STAFF } from './staff.ts';
