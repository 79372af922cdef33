import type { Kysely } from 'kysely';
import { regionBox } from '../../src/domain/homeZones/regionBoxes.ts';
import { readZoneText } from '../../src/domain/homeZones/zoneGeometry.ts';
import type { Database } from '../db/schema.ts';
import { REGIONS, type Neighbourhood } from './places.ts';
import { DAY } from './time.ts';

type Ring = [number, number][];

/** A rectangle around a neighbourhood's centre, `half` degrees of latitude each side. */
const rectangle = ({ lat, lng }: Pick<Neighbourhood, 'lat' | 'lng'>, half: number): Ring => {
  const wide = half * 1.5;
  return [
    [lng - wide, lat - half],
    [lng + wide, lat - half],
    [lng + wide, lat + half],
    [lng - wide, lat + half],
    [lng - wide, lat - half],
  ];
};

/**
 * Two zones a fleet (docs/architecture.md, Home zones), around its first two neighbourhoods: the
 * first active with a hole at its centre (a park cars may not be left in), the second inactive, so
 * the screen shows both states and the holes. Each shape passes the import's own check.
 */
const zonesOf = (region: (typeof REGIONS)[number]) => {
  const [first, second] = region.neighbourhoods;
  return [
    {
      name: `${first!.name} core`,
      active: true,
      rings: [rectangle(first!, 0.012), rectangle(first!, 0.003).reverse()],
    },
    { name: `${second!.name} extension`, active: false, rings: [rectangle(second!, 0.008)] },
  ];
};

/** Adds the demo zones once, beside the regions on every start; zones staff made stay as they are. */
export async function ensureHomeZones(db: Kysely<Database>, now: number) {
  const any = await db.selectFrom('home_zones').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const rows = REGIONS.flatMap((region) =>
    zonesOf(region).map(({ name, active, rings }) => {
      const reading = readZoneText(
        JSON.stringify({ type: 'Polygon', coordinates: rings }),
        regionBox(region.id)!,
      );
      if ('problem' in reading) throw new Error(`Seed zone ${name} is refused: ${reading.problem}`);
      const [west, south, east, north] = reading.bbox;
      const at = new Date(now - 60 * DAY);
      return {
        fleet_id: region.id,
        name,
        active,
        geometry: JSON.stringify(reading.geometry),
        west,
        south,
        east,
        north,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  await db.insertInto('home_zones').values(rows).execute();
}
