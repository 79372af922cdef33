import type { MapPoint } from '../geo.ts';

/** A point of a city layer: a parking meter or a city lot, where it stands and what it is called. */
export type CityPoint = MapPoint;

type Item = Record<string, unknown>;

const coordinate = (value: unknown, limit: number) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;

const labelOf = (item: Item, index: number) => {
  const named = ['name', 'lot_name', 'meterid', 'meterhead'].map((field) => item[field]);
  const label = named.find((value) => typeof value === 'string' || typeof value === 'number');
  return label === undefined ? `#${index + 1}` : String(label);
};

const isObject = (value: unknown): value is Item => Boolean(value) && typeof value === 'object';

/** Where an item stands: the JSON forms' `geo_point_2d: { lat, lon }`, or a GeoJSON Point's `[lon, lat]`. */
const placeOf = (item: Item) => {
  const geometry = item.geometry as { type?: unknown; coordinates?: unknown } | undefined;
  if (geometry?.type === 'Point' && Array.isArray(geometry.coordinates)) {
    const [lon, lat] = geometry.coordinates as unknown[];
    return { lat, lon };
  }
  return (item.geo_point_2d ?? {}) as { lat?: unknown; lon?: unknown };
};

/** The items of the forms the city serves, each with the fields that name it. */
const itemsOf = (json: unknown): Item[] => {
  if (Array.isArray(json)) return json.filter(isObject);
  if (!isObject(json)) return [];
  if (Array.isArray(json.results)) return json.results.filter(isObject);
  // GeoJSON (the city's /exports/geojson): a FeatureCollection, each feature's fields in `properties`.
  if (json.type === 'FeatureCollection' && Array.isArray(json.features))
    return json.features.filter(isObject).map((feature) => ({
      ...(isObject(feature.properties) ? feature.properties : {}),
      geometry: feature.geometry,
    }));
  return [];
};

/**
 * The city's open data, read as the city serves it (spec 7 External): the parking-meters export
 * is an array (/exports/json) or a FeatureCollection of Points (/exports/geojson), the
 * parking-lots API answers `{ results: [...] }`. Items without a usable point are left out,
 * never guessed.
 */
export const cityPoints = (json: unknown): CityPoint[] =>
  itemsOf(json).flatMap((item, index) => {
    const place = placeOf(item);
    const latitude = coordinate(place.lat, 90);
    const longitude = coordinate(place.lon, 180);
    if (latitude === undefined || longitude === undefined) return [];
    return [{ key: `${index}`, label: labelOf(item, index), latitude, longitude }];
  });

/** How many city lots one request asks for: the city's API pages its records, 100 at most. */
export const CITY_LOTS_PAGE = 100;
/** The city's API serves no record past the 10,000th by offset. */
const CITY_OFFSET_LIMIT = 10_000;

/**
 * Spec 7 External, the city's parking-lots records: where the next page starts, or undefined
 * once every lot is read. The page says how many match (`total_count`); a page shorter than
 * asked is the last whatever it says (a server that ignores the offset would repeat itself).
 */
export const nextCityLotsOffset = (page: unknown, offset: number): number | undefined => {
  const results = isObject(page) && Array.isArray(page.results) ? page.results.length : 0;
  const total = isObject(page) && typeof page.total_count === 'number' ? page.total_count : 0;
  const next = offset + results;
  return results < CITY_LOTS_PAGE || next >= total || next >= CITY_OFFSET_LIMIT ? undefined : next;
};
