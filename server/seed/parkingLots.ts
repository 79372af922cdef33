import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { REGIONS } from './places.ts';
import { Random } from './random.ts';

/** Lots per fleet: one in each of its first neighbourhoods. */
const LOTS_PER_FLEET = 4;

/**
 * The demo's parking lots (spec 3, Parking lot): one a neighbourhood in each fleet, with numbered
 * spots, a few of them holding the fleet's available cars (the first by VIN). Its own random
 * stream, so the rest of the seed draws what it drew before.
 */
export async function seedParkingLots(db: Kysely<Database>) {
  const rng = Random.for('parking-lots');
  for (const region of REGIONS) {
    const places = region.neighbourhoods.slice(0, LOTS_PER_FLEET);
    const lots = await db
      .insertInto('parking_lots')
      .values(
        places.map((place, i) => ({
          fleet_id: region.id,
          name: `${place.name} lot`,
          description: `Carshare spaces in ${place.name}, ${region.city}`,
          latitude: Number((place.lat + rng.float(-place.spread, place.spread) / 2).toFixed(6)),
          longitude: Number((place.lng + rng.float(-place.spread, place.spread) / 2).toFixed(6)),
          spaces: rng.int(6, 20),
          overflow_spaces: i === 0 ? rng.int(2, 6) : 0,
          visible_on_app: i !== LOTS_PER_FLEET - 1,
          overflow_parking: i === 0,
          ubc_parking: region.name === 'Vancouver' && i === LOTS_PER_FLEET - 1,
          analysis_area: place.name,
        })),
      )
      .returning(['id', 'spaces'])
      .execute();
    const cars = await db
      .selectFrom('cars')
      .select('vin')
      .where('fleet_id', '=', region.id)
      .where('status', '=', 'AVAILABLE')
      .orderBy('vin')
      .limit(lots.length * 2)
      .execute();
    const spots = lots.flatMap((lot, l) =>
      Array.from({ length: lot.spaces }, (_, i) => ({
        lot_id: lot.id,
        number: i + 1,
        vin: i < 2 ? (cars[l * 2 + i]?.vin ?? null) : null,
      })),
    );
    if (spots.length) await db.insertInto('parking_spots').values(spots).execute();
  }
}
