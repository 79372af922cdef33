import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  PARKING_MESSAGES,
  spotChange,
  type ParkingLot,
  type ParkingLotAdd,
  type ParkingLotQuery,
  type ParkingLotUpdate,
} from '../../src/domain/parking/parkingLot.ts';
import type { Database, ParkingLotsTable } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { recordAudit, updateVersioned, type Actor } from './audit.ts';
import { escapeLike } from './likePrefix.ts';
import { cappedCount, pagedSearch } from './pagedSearch.ts';

/** Spec 2 /aima-parking, spec 3 Parking lot: the parking lots and their spots (migration 124). */

type Db = Kysely<Database> | Transaction<Database>;
type LotRow = Selectable<ParkingLotsTable> & { fleet_name: string };

const toParkingLot = (row: LotRow): ParkingLot => ({
  id: row.id,
  fleetId: row.fleet_id,
  fleetName: row.fleet_name,
  name: row.name,
  description: row.description,
  latitude: row.latitude,
  longitude: row.longitude,
  spaces: row.spaces,
  overflowSpaces: row.overflow_spaces,
  visibleOnApp: row.visible_on_app,
  overflowParking: row.overflow_parking,
  ubcParking: row.ubc_parking,
  analysisArea: row.analysis_area,
  updatedOn: new Date(row.updated_on).toISOString(),
  version: row.version,
});

const lots = (db: Db) =>
  db
    .selectFrom('parking_lots')
    .innerJoin('regions', 'regions.id', 'parking_lots.fleet_id')
    .selectAll('parking_lots')
    .select('regions.name as fleet_name');

type Filter = Omit<ParkingLotQuery, 'page' | 'count' | 'lang' | 'tz'>;

/** The lots `filter` matches, in name order (migration 124's indexes). */
const matching = (db: Kysely<Database>, { lotId, name, fleetId }: Filter) => {
  let base = db.selectFrom('parking_lots');
  if (lotId !== undefined) base = base.where('parking_lots.id', '=', lotId);
  if (name) base = base.where(sql`lower(parking_lots.name)`, 'like', `${escapeLike(name.toLowerCase())}%`);
  if (fleetId !== undefined) base = base.where('fleet_id', '=', fleetId);
  const ordered = base
    .innerJoin('regions', 'regions.id', 'parking_lots.fleet_id')
    .selectAll('parking_lots')
    .select('regions.name as fleet_name')
    .orderBy(sql`lower(parking_lots.name)`)
    .orderBy('parking_lots.id');
  return { base, ordered };
};

export async function searchParkingLots(db: Kysely<Database>, { page, count, ...filter }: ParkingLotQuery) {
  const { base, ordered } = matching(db, filter);
  return pagedSearch(db, base, ordered, { page, count }, (rows) => rows.map(toParkingLot));
}

/** Every match up to `limit` for an export, and whether more match. */
export async function exportParkingLots(db: Kysely<Database>, filter: Filter, limit: number) {
  const { base, ordered } = matching(db, filter);
  const [rows, total] = await Promise.all([ordered.limit(limit).execute(), cappedCount(db, base, limit)]);
  return { rows: rows.map(toParkingLot), capped: total > limit };
}

const getParkingLot = async (db: Db, id: number) =>
  toParkingLot(await lots(db).where('parking_lots.id', '=', id).executeTakeFirstOrThrow());

const refused = (status: number, field: string, message: string) =>
  new HttpError(status, message, `${field}: ${message}`, { [field]: message });

const ensureFleet = async (trx: Db, fleetId: number) => {
  const fleet = await trx.selectFrom('regions').select('id').where('id', '=', fleetId).executeTakeFirst();
  if (!fleet) throw refused(400, 'fleetId', PARKING_MESSAGES.unknownFleet);
};

const columnsOf = (body: ParkingLotAdd) => ({
  fleet_id: body.fleetId,
  name: body.name,
  description: body.description,
  latitude: body.latitude,
  longitude: body.longitude,
  spaces: body.spaces,
  overflow_spaces: body.overflowSpaces ?? 0,
  visible_on_app: body.visibleOnApp ?? false,
  overflow_parking: body.overflowParking ?? false,
  ubc_parking: body.ubcParking ?? false,
  analysis_area: body.analysisArea || null,
});

/** The lot's spots follow its spaces (spotChange); a spot a car is parked in is never dropped. */
const followSpaces = async (trx: Db, lotId: number, spaces: number) => {
  const stored = await trx
    .selectFrom('parking_spots')
    .select(['number', 'vin'])
    .where('lot_id', '=', lotId)
    .execute();
  const change = spotChange(spaces, stored);
  if (change.blocked) throw refused(409, 'spaces', PARKING_MESSAGES.spotOccupied);
  if (change.remove.length)
    await trx
      .deleteFrom('parking_spots')
      .where('lot_id', '=', lotId)
      .where('number', 'in', change.remove)
      .execute();
  if (change.add.length)
    await trx
      .insertInto('parking_spots')
      .values(change.add.map((number) => ({ lot_id: lotId, number })))
      .execute();
};

/** POST /parking/add: the lot, its spots and its audit entry in one transaction. */
export async function addParkingLot(db: Kysely<Database>, actor: Actor, body: ParkingLotAdd, now: Date) {
  return db.transaction().execute(async (trx) => {
    await ensureFleet(trx, body.fleetId);
    const columns = columnsOf(body);
    const { id } = await trx
      .insertInto('parking_lots')
      .values({ ...columns, updated_on: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await followSpaces(trx, id, body.spaces);
    await recordAudit(trx, actor, {
      entity: 'parking',
      recordId: id,
      action: 'add',
      before: null,
      after: columns,
    });
    return getParkingLot(trx, id);
  });
}

/** POST /parking/update: the whole form from the copy at `version` (412 when stale, 404 when missing). */
export async function updateParkingLot(
  db: Kysely<Database>,
  { version, actor, now }: { version: number; actor: Actor; now: Date },
  { lotId, ...body }: ParkingLotUpdate,
) {
  return db.transaction().execute(async (trx) => {
    await ensureFleet(trx, body.fleetId);
    const updated = await updateVersioned(trx, {
      table: 'parking_lots',
      entity: 'parking',
      id: lotId,
      version,
      actor,
      action: 'update',
      set: columnsOf(body),
      related: async (inner) => (await followSpaces(inner, lotId, body.spaces), { before: {}, after: {} }),
    });
    // Only a save that changed something is an update: an unchanged form keeps its date.
    if (updated.version !== version)
      await trx.updateTable('parking_lots').set({ updated_on: now }).where('id', '=', lotId).execute();
    return getParkingLot(trx, lotId);
  });
}
