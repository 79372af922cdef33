import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cityPoints } from '../../../src/domain/parking/cityLayers.ts';
import { parkingLotAdd, parkingLotFields, spotChange } from '../../../src/domain/parking/parkingLot.ts';
import { messageOf } from '../../../src/domain/validation.ts';

const keyOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : messageOf(result.error.issues[0]!).message;
};

const valid = {
  fleetId: 1,
  name: 'Harbour',
  description: 'Level P2',
  latitude: 49.28,
  longitude: -123.12,
  spaces: 8,
};

describe('spec 5 "Parking lot": name, description, latitude, longitude and spaces required', () => {
  it.each(['name', 'description', 'latitude', 'longitude', 'spaces'] as const)('%s is required', (field) => {
    expect(keyOf(parkingLotFields[field], undefined)).toBe('validation.required');
    expect(keyOf(parkingLotFields[field], '')).toBe('validation.required');
  });

  it('the rest is optional, and a whole lot passes with its flags', () => {
    expect(parkingLotAdd.parse({ ...valid, visibleOnApp: true, analysisArea: ' UBC ' })).toEqual({
      ...valid,
      visibleOnApp: true,
      analysisArea: 'UBC',
    });
  });

  it('spec 5 ranges: a point on Earth, at least one whole space, no negative overflow', () => {
    expect(keyOf(parkingLotFields.latitude, -90)).toBeUndefined();
    expect(keyOf(parkingLotFields.latitude, 90.01)).toBe('validation.range');
    expect(keyOf(parkingLotFields.longitude, 180)).toBeUndefined();
    expect(keyOf(parkingLotFields.longitude, -180.5)).toBe('validation.range');
    expect(keyOf(parkingLotFields.spaces, 0)).toBe('validation.range');
    expect(keyOf(parkingLotFields.spaces, 1.5)).toBe('validation.invalid');
    expect(keyOf(parkingLotFields.overflowSpaces, 0)).toBeUndefined();
    expect(keyOf(parkingLotFields.overflowSpaces, -1)).toBe('validation.range');
    expect(keyOf(parkingLotFields.latitude, '49.5')).toBeUndefined();
  });

  it('the server sets updatedOn: a body that sends it is refused', () => {
    expect(parkingLotAdd.safeParse({ ...valid, updatedOn: '2026-01-01T00:00:00Z' }).success).toBe(false);
  });
});

describe("a lot's spots follow its spaces", () => {
  it('adds the missing numbers and drops the ones past the spaces', () => {
    const stored = [1, 2, 5].map((number) => ({ number, vin: null }));
    expect(spotChange(3, stored)).toEqual({ blocked: false, add: [3], remove: [5] });
  });

  it('is blocked when a car is parked in a spot that would go', () => {
    expect(
      spotChange(1, [
        { number: 1, vin: null },
        { number: 2, vin: 'VIN' },
      ]).blocked,
    ).toBe(true);
  });
});

describe("spec 7 External: the city's layers, read as the city serves them", () => {
  it('reads the meters export (an array) and the lots API (results), skipping items without a point', () => {
    expect(
      cityPoints([{ meterid: '10037', geo_point_2d: { lat: 49.28, lon: -123.12 } }, { meterid: 'x' }]),
    ).toEqual([{ key: '0', label: '10037', latitude: 49.28, longitude: -123.12 }]);
    expect(
      cityPoints({ results: [{ lot_name: 'Lot 14', geo_point_2d: { lat: 49.27, lon: -123.1 } }, null] }),
    ).toEqual([{ key: '0', label: 'Lot 14', latitude: 49.27, longitude: -123.1 }]);
    expect(cityPoints({ results: [{ geo_point_2d: { lat: 91, lon: 0 } }] })).toEqual([]);
    expect(cityPoints('<html>')).toEqual([]);
  });
});
