import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { HomeZoneQuery, HomeZoneRow } from '../../src/domain/homeZones/homeZone.ts';
import type { Box } from '../../src/domain/homeZones/regionBoxes.ts';
import type { ZoneGeometry } from '../../src/domain/homeZones/zoneGeometry.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import type { Database, HomeZonesTable } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { recordAudit, staleRecord, updateVersioned, type Actor } from './audit.ts';
import { pagedSearch } from './pagedSearch.ts';

/** The fleets' home zones (migration 125; docs/architecture.md, Home zones). */

type ZoneRecord = Selectable<HomeZonesTable> & { fleetName: string };

const toZone = (row: ZoneRecord): HomeZoneRow => ({
  id: row.id,
  fleetId: row.fleet_id,
  fleetName: row.fleetName,
  name: row.name,
  active: row.active,
  geometry: row.geometry as unknown as ZoneGeometry,
  bbox: [row.west, row.south, row.east, row.north],
  updatedAt: new Date(row.updated_at).toISOString(),
  version: row.version,
});

/** The shape columns: the GeoJSON and its box. */
const shapeColumns = (geometry: ZoneGeometry, [west, south, east, north]: Box) => ({
  geometry: JSON.stringify(geometry),
  west,
  south,
  east,
  north,
});

const zones = (db: Kysely<Database>) =>
  db
    .selectFrom('home_zones')
    .innerJoin('regions', 'regions.id', 'home_zones.fleet_id')
    .selectAll('home_zones')
    .select('regions.name as fleetName');

/**
 * The zone as it was at `asOf`: the trail's entries since then, newest first, each put back
 * as it was before (activation, shape). A zone's whole history is in its trail.
 */
async function asItWas(db: Kysely<Database>, zone: HomeZoneRow, asOf: Date): Promise<HomeZoneRow> {
  const since = await db
    .selectFrom('audit_entries')
    .select('before')
    .where('entity', '=', 'homeZones')
    .where('record_id', '=', String(zone.id))
    .where('at', '>', asOf)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return since.reduce<HomeZoneRow>((then, { before }) => {
    const { active, geometry, bbox } = (before ?? {}) as Partial<HomeZoneRow>;
    return {
      ...then,
      ...(active === undefined ? {} : { active }),
      ...(geometry && bbox ? { geometry, bbox } : {}),
    };
  }, zone);
}

/**
 * GET /fleets/zones: one fleet's zones or every fleet's, in the index's order (fleet, then
 * creation). With `asOf`, the zones that existed then, each as it was, inactive ones included.
 */
export async function listHomeZones(
  db: Kysely<Database>,
  { fleetId, includeInactive, asOf, page, count }: HomeZoneQuery,
): Promise<Paginated<HomeZoneRow>> {
  let matches = db.selectFrom('home_zones');
  if (fleetId !== undefined) matches = matches.where('fleet_id', '=', fleetId);
  const at = asOf ? new Date(asOf) : undefined;
  if (at) matches = matches.where('created_at', '<=', at);
  else if (includeInactive !== 'true') matches = matches.where('active', '=', true);
  const ids = matches.select('home_zones.id');
  const ordered = zones(db)
    .where('home_zones.id', 'in', ids)
    .orderBy('home_zones.fleet_id')
    .orderBy('home_zones.id');
  return pagedSearch(db, matches, ordered, { page, count }, (rows) => {
    const now = rows.map(toZone);
    return at ? Promise.all(now.map((zone) => asItWas(db, zone, at))) : now;
  });
}

async function getHomeZone(db: Kysely<Database>, id: number) {
  const row = await zones(db).where('home_zones.id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'error.notFound', `No home zone has id ${id}`);
  return toZone(row);
}

/**
 * POST /fleets/zones: a new zone of the fleet, its import in the trail. It is a draft,
 * inactive, until someone activates it (spec 7 home zone activation): a file's shape does
 * not change where members may end their trips before staff have looked at it on the map.
 */
export async function addHomeZone(
  db: Kysely<Database>,
  {
    fleetId,
    name,
    geometry,
    bbox,
    actor,
  }: { fleetId: number; name: string; geometry: ZoneGeometry; bbox: Box; actor: Actor },
): Promise<HomeZoneRow> {
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('home_zones')
      .values({ fleet_id: fleetId, name, active: false, ...shapeColumns(geometry, bbox) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      entity: 'homeZones',
      recordId: id,
      action: 'homeZone.import',
      before: null,
      after: { fleetId, name, active: false, geometry, bbox },
    });
    return id;
  });
  return getHomeZone(db, id);
}

interface ZoneTarget {
  fleetId: number;
  zoneId: number;
  version: number;
  actor: Actor;
}

/** The fleet's zone, or 404: a zone id under another fleet's path names nothing. */
async function ownZone(db: Kysely<Database>, fleetId: number, zoneId: number) {
  const zone = await getHomeZone(db, zoneId);
  if (zone.fleetId !== fleetId)
    throw new HttpError(404, 'error.notFound', `Fleet ${fleetId} has no zone ${zoneId}`);
  return zone;
}

/** Activate or deactivate a zone from the copy at `version`: 404, 412, audited. */
export async function setZoneActive(
  db: Kysely<Database>,
  { fleetId, zoneId, version, actor }: ZoneTarget,
  active: boolean,
): Promise<HomeZoneRow> {
  await ownZone(db, fleetId, zoneId);
  await updateVersioned(db, {
    table: 'home_zones',
    entity: 'homeZones',
    id: zoneId,
    version,
    actor,
    action: active ? 'homeZone.activate' : 'homeZone.deactivate',
    set: { active, updated_at: new Date() },
  });
  return getHomeZone(db, zoneId);
}

/**
 * PUT /fleets/{id2}/zones/{id}: a new shape for the zone from the copy at `version`; the
 * trail keeps the shape it replaces (geometry and box), so the zone can be shown as it was.
 */
export async function replaceZoneShape(
  db: Kysely<Database>,
  { fleetId, zoneId, version, actor }: ZoneTarget,
  { geometry, bbox }: { geometry: ZoneGeometry; bbox: Box },
): Promise<HomeZoneRow> {
  const before = await ownZone(db, fleetId, zoneId);
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('home_zones')
      .select('version')
      .where('id', '=', zoneId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.version !== version) {
      throw await staleRecord(trx, {
        entity: 'homeZones',
        recordId: zoneId,
        message: `Version ${version} is stale: the zone is at ${row.version}`,
      });
    }
    await trx
      .updateTable('home_zones')
      .set({ ...shapeColumns(geometry, bbox), updated_at: new Date(), version: sql<number>`version + 1` })
      .where('id', '=', zoneId)
      .execute();
    await recordAudit(trx, actor, {
      entity: 'homeZones',
      recordId: zoneId,
      action: 'homeZone.reshape',
      before: { geometry: before.geometry, bbox: before.bbox },
      after: { geometry, bbox },
    });
  });
  return getHomeZone(db, zoneId);
}

/** The zone's trail needs the zone: an unknown id is a 404, not an empty trail. */
export const requireHomeZone = async (db: Kysely<Database>, id: number) => {
  await getHomeZone(db, id);
};
