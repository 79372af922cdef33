import { sql, type Kysely } from 'kysely';
import type { BookingPlace } from '../../src/domain/reservations/bookingPlace.ts';
import type { Database } from '../db/schema.ts';

/** A fleet has a few zones and lots; more than this would be no list to pick from. */
const PLACES_PER_KIND = 200;

/**
 * Spec 3 Reservation, booking by place: where the member's last trip ended (the trips_customer
 * index, newest first), then the centre of each active home zone and each parking lot, by name,
 * those of the member's region when it has one.
 */
export async function listBookingPlaces(
  db: Kysely<Database>,
  customerId: string,
): Promise<BookingPlace[] | undefined> {
  const member = await db
    .selectFrom('customers')
    .select('marketing_region_id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!member) return undefined;
  const fleetId = member.marketing_region_id;
  let zones = db
    .selectFrom('home_zones')
    .select([
      'id',
      'name',
      sql<number>`(south + north) / 2`.as('lat'),
      sql<number>`(west + east) / 2`.as('lon'),
    ])
    .where('active', '=', true);
  let lots = db.selectFrom('parking_lots').select(['id', 'name', 'latitude', 'longitude']);
  if (fleetId !== null) {
    zones = zones.where('fleet_id', '=', fleetId);
    lots = lots.where('fleet_id', '=', fleetId);
  }
  const [lastTrip, zoneRows, lotRows] = await Promise.all([
    db
      .selectFrom('trips')
      .select(['id', 'end_latitude', 'end_longitude'])
      .where('customer_id', '=', customerId)
      .where('end_at', 'is not', null)
      .where('end_latitude', 'is not', null)
      .where('end_longitude', 'is not', null)
      .orderBy('start_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    zones.orderBy('name').orderBy('id').limit(PLACES_PER_KIND).execute(),
    lots.orderBy('name').orderBy('id').limit(PLACES_PER_KIND).execute(),
  ]);
  return [
    ...(lastTrip
      ? [
          {
            id: `lastTrip-${lastTrip.id}`,
            kind: 'lastTrip' as const,
            label: `#${lastTrip.id}`,
            lat: Number(lastTrip.end_latitude),
            lon: Number(lastTrip.end_longitude),
          },
        ]
      : []),
    ...zoneRows.map((z) => ({
      id: `homeZone-${z.id}`,
      kind: 'homeZone' as const,
      label: z.name,
      lat: Number(z.lat),
      lon: Number(z.lon),
    })),
    ...lotRows.map((l) => ({
      id: `parkingLot-${l.id}`,
      kind: 'parkingLot' as const,
      label: l.name,
      lat: Number(l.latitude),
      lon: Number(l.longitude),
    })),
  ];
}
