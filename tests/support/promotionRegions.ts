import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';

/** Spec 9 "Regions offered", with their zones: the promotion tests start from an empty database. */
export const PROMOTION_REGIONS = [
  { id: 1, name: 'Vancouver', province: 'BC', time_zone: 'America/Vancouver' },
  { id: 2, name: 'Montreal', province: 'QC', time_zone: 'America/Toronto' },
  { id: 3, name: 'Toronto', province: 'ON', time_zone: 'America/Toronto' },
];

export const insertPromotionRegions = (db: Kysely<Database>) =>
  db.insertInto('regions').values(PROMOTION_REGIONS).execute();
