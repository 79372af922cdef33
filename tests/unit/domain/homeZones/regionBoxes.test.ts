import { describe, expect, it } from 'vitest';
import { REGION_BOXES } from '../../../../src/domain/homeZones/regionBoxes.ts';
import { REGIONS } from '../../../../server/seed/places.ts';

describe("a fleet's region box: a zone lies inside its fleet's region", () => {
  it.each(REGIONS.map((region) => [region.name, region] as const))(
    'holds every neighbourhood of %s with its spread',
    (_, region) => {
      const [west, south, east, north] = REGION_BOXES[region.id]!;
      for (const { lat, lng, spread } of region.neighbourhoods) {
        expect(lng - spread).toBeGreaterThan(west);
        expect(lng + spread).toBeLessThan(east);
        expect(lat - spread).toBeGreaterThan(south);
        expect(lat + spread).toBeLessThan(north);
      }
    },
  );
});
