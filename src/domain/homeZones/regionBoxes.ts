/**
 * Spec 5, File upload of a home zone (docs/architecture.md, Home zones): each fleet's region box, [west, south, east, north] in degrees, a home zone
 * must lie within. A fleet is a region (server/seed/places.ts); each box holds every
 * neighbourhood of its city with a margin (tests/unit/domain/homeZones/regionBoxes.test.ts).
 */
export type Box = readonly [west: number, south: number, east: number, north: number];

export const REGION_BOXES: Readonly<Record<number, Box>> = {
  1: [-123.3, 49.18, -122.98, 49.32], // Vancouver
  2: [-73.75, 45.4, -73.47, 45.62], // Montreal
  3: [-79.55, 43.58, -79.2, 43.76], // Toronto
};

export const regionBox = (fleetId: number): Box | undefined => REGION_BOXES[fleetId];
