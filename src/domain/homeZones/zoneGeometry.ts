import bbox from '@turf/bbox';
import booleanWithin from '@turf/boolean-within';
import { multiPolygon, polygon } from '@turf/helpers';
import wellknown from 'wellknown';
import { MAX_UPLOAD_BYTES } from '../files/fileRules.ts';
import type { Box } from './regionBoxes.ts';
import { ringsCross } from './ringCrossing.ts';

type Position = [number, number];
type Ring = Position[];
/** A GeoJSON MultiPolygon: polygons, each an outer ring then its holes. */
export interface ZoneGeometry {
  type: 'MultiPolygon';
  coordinates: Ring[][];
}

/** Why a zone file is refused: each is a key of `homeZones.problems` (spec 8, zone import errors). */
export const ZONE_PROBLEMS = [
  'empty',
  'tooLarge',
  'unreadable',
  'wrongGeometry',
  'badCoordinates',
  'openRing',
  'tooFewPoints',
  'tooManyPoints',
  'selfIntersecting',
  'outsideRegion',
] as const;
export type ZoneProblem = (typeof ZONE_PROBLEMS)[number];

export type ZoneReading = { geometry: ZoneGeometry; bbox: Box } | { problem: ZoneProblem };

class Refusal extends Error {
  constructor(readonly problem: ZoneProblem) {
    super(problem);
  }
}
const refuse = (problem: ZoneProblem): never => {
  throw new Refusal(problem);
};

const asObject = (value: unknown) =>
  typeof value === 'object' && value !== null ? value : refuse('unreadable');

/** JSON for text that opens an object, else WKT; null when neither reads it. */
const readText = (text: string): unknown => {
  if (text.startsWith('{')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }
  return wellknown.parse(text);
};

/** The polygons a GeoJSON value holds: Polygon, MultiPolygon, a Feature or FeatureCollection of those. */
const polygonsOf = (value: unknown): unknown[] => {
  const { type, coordinates, geometry, features } = asObject(value) as Record<string, unknown>;
  switch (type) {
    case 'Polygon':
      return [coordinates];
    case 'MultiPolygon':
      return Array.isArray(coordinates) ? coordinates : refuse('badCoordinates');
    case 'Feature':
      return polygonsOf(geometry);
    case 'FeatureCollection':
      return Array.isArray(features) && features.length > 0
        ? features.flatMap(polygonsOf)
        : refuse('wrongGeometry');
    default:
      return refuse('wrongGeometry');
  }
};

const isPosition = (value: unknown): value is Position =>
  Array.isArray(value) &&
  (value.length === 2 || value.length === 3) &&
  value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** A ring of longitude/latitude pairs (a third number, an altitude, is dropped), closed, of 4 points or more. */
const ringOf = (value: unknown): Ring => {
  if (!Array.isArray(value) || !value.every(isPosition)) return refuse('badCoordinates');
  const ring = value.map(([lng, lat]): Position => [lng, lat]);
  if (ring.length < 4) return refuse('tooFewPoints');
  const [first, last] = [ring[0]!, ring[ring.length - 1]!];
  if (first[0] !== last[0] || first[1] !== last[1]) return refuse('openRing');
  return ring;
};

const polygonOf = (value: unknown): Ring[] =>
  Array.isArray(value) && value.length > 0 ? value.map(ringOf) : refuse('badCoordinates');

const boxPolygon = ([west, south, east, north]: Box) =>
  polygon([
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ]);

/**
 * The most points a zone may have (spec 7 home zones): a city zone needs a few hundred, and
 * the whole check of a 5,000-point file (reading, crossings, region) takes about a tenth of
 * a second (bench/results/zones.json), off the server's event loop.
 */
export const ZONE_POINTS_MAX = 5_000;

/** The UTF-8 size of a zone file's text: the 1 MB rule counts bytes (spec 5 File upload). */
export const textBytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * Spec 5 File upload .txt (docs/architecture.md, Home zones): a home zone file (at most 1 MB) holds GeoJSON
 * or WKT, read as one MultiPolygon whose rings are closed, do not cross themselves or each
 * other, and lie within the fleet's region box. The same check runs on the preview and at the
 * server.
 */
export const readZoneText = (text: string, region: Box): ZoneReading => {
  if (textBytes(text) > MAX_UPLOAD_BYTES) return { problem: 'tooLarge' };
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'empty' };
  try {
    const read = readText(trimmed);
    if (read === null) return { problem: 'unreadable' };
    const coordinates = polygonsOf(read).map(polygonOf);
    const points = coordinates.flat().reduce((total, ring) => total + ring.length, 0);
    if (points > ZONE_POINTS_MAX) return { problem: 'tooManyPoints' };
    const zone = multiPolygon(coordinates);
    if (ringsCross(coordinates.flat())) return { problem: 'selfIntersecting' };
    const box = boxPolygon(region);
    if (!coordinates.every((rings) => booleanWithin(polygon(rings), box)))
      return { problem: 'outsideRegion' };
    const [west, south, east, north] = bbox(zone);
    return { geometry: { type: 'MultiPolygon', coordinates }, bbox: [west, south, east, north] };
  } catch (error) {
    if (error instanceof Refusal) return { problem: error.problem };
    // The geometry library's own refusals (a degenerate ring) mean the same as bad coordinates.
    return { problem: 'badCoordinates' };
  }
};
