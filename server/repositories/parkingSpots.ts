import type { Kysely } from 'kysely';
import type { ParkingSpot, ParkingSpotQuery } from '../../src/domain/parking/parkingLot.ts';
import type { Database } from '../db/schema.ts';
import { pagedSearch } from './pagedSearch.ts';

/** GET /parking/spots: every lot's spots, or one lot's, by lot then number (the (lot_id, number) key). */
export async function searchParkingSpots(db: Kysely<Database>, { page, count, lotId }: ParkingSpotQuery) {
  let base = db.selectFrom('parking_spots');
  if (lotId !== undefined) base = base.where('lot_id', '=', lotId);
  const ordered = base
    .innerJoin('parking_lots', 'parking_lots.id', 'parking_spots.lot_id')
    .select([
      'parking_spots.id',
      'parking_spots.lot_id as lotId',
      'parking_lots.name as lotName',
      'parking_spots.number',
      'parking_spots.vin',
    ])
    .orderBy('parking_spots.lot_id')
    .orderBy('parking_spots.number');
  return pagedSearch(db, base, ordered, { page, count }, (rows): ParkingSpot[] => rows);
}
