import type { Kysely } from 'kysely';
import type { SavedQueryValue } from '../../src/domain/savedSearches/savedSearch.ts';
import type { Database } from '../db/schema.ts';

/**
 * A demo saved search (README, Departures from the spec: saved searches live on the server): what a
 * ticket lead keeps at hand.
 */
const OPEN_TICKETS: { resource: string; label: string; value: SavedQueryValue } = {
  resource: 'tickets',
  label: 'New tickets',
  value: {
    filter: { status: ['New'] },
    sort: { field: 'createDateTime', order: 'DESC' },
    perPage: 25,
    displayedFilters: {},
  },
};

/**
 * The first seeded staff member's saved search, so the generated route suites have a real id;
 * the demo sign-in accounts (added by the server core, not the seed) start with none.
 */
export const seedSavedSearches = async (db: Kysely<Database>, staffId: number) => {
  const { resource, label, value } = OPEN_TICKETS;
  await db
    .insertInto('saved_searches')
    .values({ staff_id: staffId, resource, label, value: JSON.stringify(value) })
    .execute();
};
