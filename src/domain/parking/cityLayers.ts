/** A point of a city layer: a parking meter or a city lot, where it stands and what it is called. */
export interface CityPoint {
  key: string;
  label: string;
  latitude: number;
  longitude: number;
}

type Item = Record<string, unknown>;

const coordinate = (value: unknown, limit: number) =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;

const labelOf = (item: Item, index: number) => {
  const named = ['name', 'lot_name', 'meterid', 'meterhead'].map((field) => item[field]);
  const label = named.find((value) => typeof value === 'string' || typeof value === 'number');
  return label === undefined ? `#${index + 1}` : String(label);
};

/**
 * The city's open data, read as the city serves it: the parking-meters export is an array, the
 * parking-lots API answers `{ results: [...] }`; each item places itself with
 * `geo_point_2d: { lat, lon }`. Items without a usable point are left out, never guessed.
 */
export const cityPoints = (json: unknown): CityPoint[] => {
  const items: unknown[] = Array.isArray(json)
    ? json
    : Array.isArray((json as { results?: unknown } | null)?.results)
      ? (json as { results: unknown[] }).results
      : [];
  return items.flatMap((raw, index) => {
    if (!raw || typeof raw !== 'object') return [];
    const item = raw as Item;
    const point = item.geo_point_2d as { lat?: unknown; lon?: unknown } | undefined;
    const latitude = coordinate(point?.lat, 90);
    const longitude = coordinate(point?.lon, 180);
    if (latitude === undefined || longitude === undefined) return [];
    return [{ key: `${index}`, label: labelOf(item, index), latitude, longitude }];
  });
};
