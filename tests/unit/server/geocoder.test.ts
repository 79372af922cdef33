import { describe, expect, it, vi } from 'vitest';
import {
  cachedGeocoder,
  seedPlacesGeocoder,
  type GeocodeAnswer,
} from '../../../server/geocoding/geocoder.ts';
import { GEOCODE_LIMIT } from '../../../src/domain/reservations/bookingPlace.ts';

const labels = async (q: string) => {
  const answer = await seedPlacesGeocoder()(q);
  if (!('places' in answer)) throw new Error(`the offline geocoder failed: ${answer.messageKey}`);
  return answer.places.map((p) => p.label);
};

describe('spec 7 maps geocoding, offline: the seed streets by the start of every word typed', () => {
  it('finds a street in its neighbourhood and city, at the neighbourhood centre', async () => {
    expect(await labels('robson')).toEqual(['Robson Street, Downtown, Vancouver']);
    expect(await seedPlacesGeocoder()('Robson St Vanc')).toEqual({
      places: [{ label: 'Robson Street, Downtown, Vancouver', lat: 49.282, lon: -123.12 }],
    });
  });

  it('ignores case and accents, and needs every word', async () => {
    expect(await labels('MONTREAL plateau')).toEqual(await labels('montréal Plateau'));
    expect((await labels('plateau')).length).toBeGreaterThan(0);
    expect(await labels('robson montreal')).toEqual([]);
    expect(await labels('obson')).toEqual([]); // a word's middle is no match
  });

  it(`answers at most ${GEOCODE_LIMIT} places`, async () => {
    expect(await labels('street')).toHaveLength(GEOCODE_LIMIT);
  });
});

describe('spec 7 maps geocoding: answers remembered, failures not', () => {
  const place = { label: 'A', lat: 1, lon: 2 };

  it('asks once for the same words within ten minutes, again after', async () => {
    let now = 0;
    const ask = vi.fn(async (): Promise<GeocodeAnswer> => ({ places: [place] }));
    const geocode = cachedGeocoder(ask, () => now);
    await geocode('Robson  Street');
    expect(await geocode('robson street')).toEqual({ places: [place] });
    expect(ask).toHaveBeenCalledTimes(1);
    now = 10 * 60_000;
    await geocode('robson street');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('asks again after a failure', async () => {
    const ask = vi.fn(async (): Promise<GeocodeAnswer> => ({
      messageKey: 'reservations.place.geocoderUnavailable',
    }));
    const geocode = cachedGeocoder(ask);
    await geocode('robson');
    expect(await geocode('robson')).toEqual({ messageKey: 'reservations.place.geocoderUnavailable' });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps at most 500 answers, forgetting the oldest first', async () => {
    const ask = vi.fn(async (): Promise<GeocodeAnswer> => ({ places: [place] }));
    const geocode = cachedGeocoder(ask);
    for (let i = 0; i <= 500; i += 1) await geocode(`street ${i}`);
    await geocode('street 500');
    expect(ask).toHaveBeenCalledTimes(501);
    await geocode('street 0');
    expect(ask).toHaveBeenCalledTimes(502);
  });
});
