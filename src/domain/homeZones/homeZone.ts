import { z } from 'zod';
import { recordVersion } from '../audit.ts';
import { optionalSerialId, serialId } from '../ids.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { instant, MESSAGES, optionalOneOf, storableString, text } from '../validation.ts';

const position = z.array(z.number()).describe('[longitude, latitude]');
/** GeoJSON MultiPolygon (RFC 7946): polygons, each its outer ring then its holes. */
export const zoneGeometry = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(position))),
});

/** Spec 7 /fleets/zones: a fleet's home zone, its shape, bounding box and whether it is in use. */
export const homeZoneRow = z.object({
  id: z.number().int(),
  fleetId: z.number().int(),
  fleetName: z.string(),
  name: z.string(),
  active: z.boolean(),
  geometry: zoneGeometry,
  bbox: z.array(z.number()).length(4).describe('[west, south, east, north]'),
  updatedAt: z.iso.datetime(),
  version: recordVersion,
});
export type HomeZoneRow = z.infer<typeof homeZoneRow>;
export const homeZoneList = paginated(homeZoneRow);

/**
 * GET /fleets/zones: every fleet's zones, or one fleet's (`fleetId`); the active ones unless
 * `includeInactive=true`. `asOf`, an instant, shows them as they were then: the screen's
 * "as it was on" date sends the end of that day where the staff member is.
 */
export const homeZoneQuery = z.object({
  fleetId: optionalSerialId(),
  includeInactive: optionalOneOf(['true', 'false']),
  asOf: instant.optional().describe('ISO 8601 instant with its offset: the zones as they were then'),
  ...pageQuery,
});
export type HomeZoneQuery = z.output<typeof homeZoneQuery>;

export const ZONE_NAME_MAX = 80;

/** POST /fleets/zones: the import of a .txt file's text into a fleet's new zone, active from then. */
export const homeZoneImport = z.object({
  fleetId: z.number({ error: MESSAGES.required }).int().min(1, MESSAGES.invalid),
  name: text({ required: true, max: ZONE_NAME_MAX }),
  fileName: text({ required: true, max: 255 }).describe('the .txt file the text came from'),
  text: storableString({ error: MESSAGES.required }).describe(
    'the file: GeoJSON (Polygon, MultiPolygon, a Feature or FeatureCollection of those) or WKT',
  ),
});
export type HomeZoneImport = z.output<typeof homeZoneImport>;

/** /fleets/{id2}/zones/{id}: the fleet, then its zone. */
export const homeZoneParams = z.object({ id2: serialId(), id: serialId() });
