import { describe, expect, it } from 'vitest';
import { REGION_BOXES } from '../../../../src/domain/homeZones/regionBoxes.ts';
import { checkZoneFile } from '../../../../src/domain/homeZones/zoneImportCheck.ts';
import { readZoneText, ZONE_POINTS_MAX } from '../../../../src/domain/homeZones/zoneGeometry.ts';

const VANCOUVER = REGION_BOXES[1]!;
const outer = [
  [-123.2, 49.2],
  [-123.1, 49.2],
  [-123.1, 49.25],
  [-123.2, 49.25],
  [-123.2, 49.2],
];
const hole = [
  [-123.18, 49.21],
  [-123.12, 49.21],
  [-123.12, 49.24],
  [-123.18, 49.24],
  [-123.18, 49.21],
];
const polygon = (...rings: number[][][]) => ({ type: 'Polygon', coordinates: rings });
const problemOf = (text: string) => {
  const reading = readZoneText(text, VANCOUVER);
  return 'problem' in reading ? reading.problem : 'accepted';
};

describe('home zone files (spec 5 File upload .txt): closed rings, no self-intersection, inside the region', () => {
  it('reads WKT and GeoJSON Polygon, MultiPolygon, Feature and FeatureCollection into one MultiPolygon with its box', () => {
    const wkt = readZoneText(
      'POLYGON((-123.2 49.2, -123.1 49.2, -123.1 49.25, -123.2 49.25, -123.2 49.2))',
      VANCOUVER,
    );
    expect(wkt).toEqual({
      geometry: { type: 'MultiPolygon', coordinates: [[outer]] },
      bbox: [-123.2, 49.2, -123.1, 49.25],
    });
    const feature = { type: 'Feature', properties: {}, geometry: polygon(outer) };
    const north = outer.map(([lng, lat]) => [lng!, lat! + 0.06]);
    const collection = {
      type: 'FeatureCollection',
      features: [feature, { ...feature, geometry: polygon(north) }],
    };
    expect(problemOf(JSON.stringify(feature))).toBe('accepted');
    const both = readZoneText(JSON.stringify(collection), VANCOUVER);
    expect('geometry' in both && both.geometry.coordinates).toHaveLength(2);
    expect(problemOf(JSON.stringify({ type: 'MultiPolygon', coordinates: [[outer]] }))).toBe('accepted');
    // Two polygons of one zone may not overlap: their edges cross.
    expect(problemOf(JSON.stringify({ ...collection, features: [feature, feature] }))).toBe(
      'selfIntersecting',
    );
  });

  it('keeps holes, and refuses a hole that crosses its outer ring', () => {
    const holed = readZoneText(JSON.stringify(polygon(outer, hole)), VANCOUVER);
    expect('geometry' in holed && holed.geometry.coordinates[0]).toHaveLength(2);
    const crossing = hole.map(([lng, lat]) => [lng === -123.12 ? -123.05 : lng!, lat!]);
    expect(problemOf(JSON.stringify(polygon(outer, crossing)))).toBe('selfIntersecting');
  });

  it('refuses a bow tie (self-intersecting), an open ring and a ring of three points', () => {
    expect(problemOf('POLYGON((-123.2 49.2, -123.1 49.25, -123.1 49.2, -123.2 49.25, -123.2 49.2))')).toBe(
      'selfIntersecting',
    );
    expect(problemOf(JSON.stringify(polygon(outer.slice(0, 4))))).toBe('openRing');
    expect(problemOf(JSON.stringify(polygon([outer[0]!, outer[1]!, outer[0]!])))).toBe('tooFewPoints');
  });

  it('refuses a zone of more than ZONE_POINTS_MAX points: its crossing check would hold the server', () => {
    const circle = Array.from({ length: ZONE_POINTS_MAX }, (_, i) => {
      const angle = (2 * Math.PI * i) / ZONE_POINTS_MAX;
      return [-123.15 + 0.05 * Math.cos(angle), 49.25 + 0.03 * Math.sin(angle)];
    });
    expect(problemOf(JSON.stringify(polygon([...circle, circle[0]!])))).toBe('tooManyPoints');
  });

  it("refuses a shape outside the fleet's region box, even partly", () => {
    expect(problemOf('POLYGON((-73.6 45.5, -73.5 45.5, -73.5 45.55, -73.6 45.5))')).toBe('outsideRegion');
    expect(problemOf('POLYGON((-123.2 49.2, -122.9 49.2, -122.9 49.25, -123.2 49.2))')).toBe('outsideRegion');
  });

  it('refuses what is not a polygon, not GeoJSON or WKT, empty, bad coordinates, or over 1 MB', () => {
    expect(problemOf('{"type":"Point","coordinates":[-123.1,49.2]}')).toBe('wrongGeometry');
    expect(problemOf('LINESTRING(-123.2 49.2, -123.1 49.2)')).toBe('wrongGeometry');
    expect(problemOf('{"type":"Polygon",')).toBe('unreadable');
    expect(problemOf('just words')).toBe('unreadable');
    expect(problemOf('  \n')).toBe('empty');
    expect(problemOf(JSON.stringify(polygon([['a', 'b'], ...outer] as number[][])))).toBe('badCoordinates');
    expect(
      problemOf(
        `${'POLYGON((-123.2 49.2, -123.1 49.2, -123.1 49.25, -123.2 49.2))'}${' '.repeat(1024 * 1024)}`,
      ),
    ).toBe('tooLarge');
  });

  it('takes .txt files only, for a fleet with a region (spec 5: the home zone import accepts .txt)', () => {
    const text = JSON.stringify(polygon(outer));
    expect(checkZoneFile({ fileName: 'zone.TXT', text, fleetId: 1 })).toHaveProperty('geometry');
    expect(checkZoneFile({ fileName: 'zone.csv', text, fleetId: 1 })).toEqual({ problem: 'wrongType' });
    expect(checkZoneFile({ fileName: 'zone.txt', text, fleetId: 42 })).toEqual({ problem: 'unknownFleet' });
  });
});
