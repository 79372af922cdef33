import { describe, expect, it } from 'vitest';
import { geocodeQuery } from '../../../src/domain/reservations/bookingPlace.ts';
import { availableVehiclesQuery } from '../../../src/domain/reservations/reservations.ts';

const problems = (query: object) =>
  availableVehiclesQuery.safeParse(query).error?.issues.map((i) => `${i.path.join('.')} ${i.message}`) ?? [];

describe('spec 3 Reservation, booking by place: the available cars query', () => {
  it('takes a point as both coordinates, as the query string sends them', () => {
    expect(availableVehiclesQuery.parse({ lat: '49.28', lon: '-123.12' })).toMatchObject({
      lat: 49.28,
      lon: -123.12,
    });
    expect(availableVehiclesQuery.parse({})).not.toHaveProperty('lat');
  });

  it('refuses one coordinate alone, or one out of range', () => {
    expect(problems({ lat: '49.28' })).toEqual(['lon validation.required']);
    expect(problems({ lon: '-123.12' })).toEqual(['lon validation.required']);
    expect(problems({ lat: '91', lon: '0' })).toEqual(['lat validation.range']);
    expect(problems({ lat: '0', lon: '-181' })).toEqual(['lon validation.range']);
  });

  it('takes a plate or model text of up to 40 characters', () => {
    expect(availableVehiclesQuery.parse({ q: ' wfc ' }).q).toBe('wfc');
    expect(problems({ q: 'x'.repeat(41) })).toEqual(['q validation.maxLength']);
  });
});

describe('spec 7 maps geocoding: the address typed', () => {
  it('needs 3 characters besides spaces, and takes no other parameter', () => {
    expect(geocodeQuery.parse({ q: ' robson ' }).q).toBe('robson');
    expect(geocodeQuery.safeParse({ q: ' ro ' }).success).toBe(false);
    expect(geocodeQuery.safeParse({ q: 'robson', lat: '1' }).success).toBe(false);
  });
});
