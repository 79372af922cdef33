/** Deterministic demo data (fixed seeds): the same size and `now` give the same rows. */
export {
  seedDatabase,
  planWorld,
  type SeedTarget,
  type SeedOptions,
  type SeedSummary,
} from './seedDatabase.ts';
export { seedSizes } from './sizes.ts';
export { REGIONS } from './places.ts';
export { SEED_STAFF } from './staff.ts';
