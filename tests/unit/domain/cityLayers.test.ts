import { describe, expect, it } from 'vitest';
import { CITY_LOTS_PAGE, cityPoints, nextCityLotsOffset } from '../../../src/domain/parking/cityLayers.ts';

const point = (lon: number, lat: number, properties: Record<string, unknown> = {}) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties,
});

describe("spec 7 External: the city's parking data as the city serves it", () => {
  it('spec 7 External: reads the meters GeoJSON export (a FeatureCollection of Points) as the JSON one', () => {
    const geojson = {
      type: 'FeatureCollection',
      features: [
        point(-123.12, 49.28, { meterid: '10037' }),
        { type: 'Feature', geometry: { type: 'LineString', coordinates: [[0, 0]] }, properties: {} },
        point(-123.1, 95),
        point(-123.11, 49.27),
      ],
    };
    expect(cityPoints(geojson)).toEqual([
      { key: '0', label: '10037', latitude: 49.28, longitude: -123.12 },
      { key: '3', label: '#4', latitude: 49.27, longitude: -123.11 },
    ]);
    expect(cityPoints(geojson)).toEqual(
      cityPoints([
        { meterid: '10037', geo_point_2d: { lat: 49.28, lon: -123.12 } },
        {},
        {},
        { geo_point_2d: { lat: 49.27, lon: -123.11 } },
      ]),
    );
  });

  it('spec 7 External: a file of another shape yields no point (the screen says so)', () => {
    expect(cityPoints({ type: 'FeatureCollection', features: [] })).toEqual([]);
    expect(cityPoints({ type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] } })).toEqual([]);
    expect(cityPoints({ data: [] })).toEqual([]);
  });

  it('spec 7 External: the city lots are read page by page until every one is in', () => {
    const page = (count: number, total: number) => ({ total_count: total, results: Array(count).fill({}) });
    expect(nextCityLotsOffset(page(CITY_LOTS_PAGE, 250), 0)).toBe(100);
    expect(nextCityLotsOffset(page(CITY_LOTS_PAGE, 250), 100)).toBe(200);
    expect(nextCityLotsOffset(page(50, 250), 200)).toBeUndefined();
    expect(nextCityLotsOffset(page(CITY_LOTS_PAGE, 200), 100)).toBeUndefined();
    // A server that ignores the offset, or one with no count, is read once.
    expect(nextCityLotsOffset(page(6, 6), 0)).toBeUndefined();
    expect(nextCityLotsOffset({ results: Array(CITY_LOTS_PAGE).fill({}) }, 0)).toBeUndefined();
    expect(nextCityLotsOffset(page(CITY_LOTS_PAGE, 50_000), 9_900)).toBeUndefined();
    expect(nextCityLotsOffset('<html>', 0)).toBeUndefined();
  });
});
