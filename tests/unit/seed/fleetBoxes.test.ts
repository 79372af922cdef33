import { describe, expect, it } from 'vitest';
import { planCars } from '../../../server/seed/cars.ts';
import { fleetBoxRows } from '../../../server/seed/fleetBoxes.ts';
import { DAY } from '../../../server/seed/time.ts';

const NOW = Date.UTC(2026, 0, 15, 12);

describe('the simulated fleet: the seeded boxes', () => {
  const cars = planCars(300, NOW, NOW - 730 * DAY);
  const rows = fleetBoxRows(cars, new Set([0]), NOW);

  it('gives every car a last report, the same for the same seed', () => {
    expect(rows.map((row) => row[0])).toEqual(cars.map((car) => car.vin));
    expect(fleetBoxRows(cars, new Set([0]), NOW)).toEqual(rows);
    expect(rows[0]!.slice(7)).toEqual([false, false, true, false]);
  });

  it('puts in every fleet a few boxes failing their lock or GPS test, an offline one and a vendor-refused one', () => {
    for (const fleet of new Set(cars.map((car) => car.region.id))) {
      const own = rows.filter((_, i) => cars[i]!.region.id === fleet);
      expect(
        own.filter((row) => row[1] === '{lock}' || row[1] === '{gpsPosition}').length,
      ).toBeGreaterThanOrEqual(2);
      expect(
        own.filter((row) => row[2] === true && cars[rows.indexOf(row)]!.status !== 'TOTAL_LOSS').length,
      ).toBeGreaterThanOrEqual(1);
      expect(own.filter((row) => row[3] !== null).length).toBeGreaterThanOrEqual(1);
    }
    const offline = rows.filter((row) => row[2] === true);
    for (const row of offline) expect(NOW - (row[5] as Date).getTime()).toBeGreaterThan(DAY);
  });
});
