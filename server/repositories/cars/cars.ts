import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CarDetail } from '../../../src/domain/cars/carSearch.ts';
import {
  classifyCarSearchText,
  type CarSearchField,
  type CarSearchQuery,
  type CarSearchResult,
} from '../../../src/domain/cars/carSearchQuery.ts';
import { normalizeMsisdn, normalizePlate } from '../../../src/domain/formats.ts';
import type { Database } from '../../db/schema.ts';
import { carColumns, fleetName, toCarSearchRow } from './carRows.ts';
import { escapeLike } from '../likePrefix.ts';
import { cappedCount, pagedSearch } from '../pagedSearch.ts';

/**
 * The expression of each search index (migration 002). A prefix filter and the ORDER BY
 * must use it verbatim, COLLATE "C" included, for one index to serve both
 * (docs/architecture.md, Database notes: "Order searches by an index").
 */
export const PLATE = sql<string>`replace(upper(plate_number), ' ', '') COLLATE "C"`;
const INDEXED: Record<CarSearchField, RawBuilder<string>> = {
  vin: sql`vin COLLATE "C"`,
  licencePlate: PLATE,
  telemeterId: sql`upper(telemeter_id) COLLATE "C"`,
  msisdn: sql`msisdn COLLATE "C"`,
  model: sql`lower(model) COLLATE "C"`,
};
/** Which prefix filter drives the order when several are given: the most selective first. */
const DRIVING_ORDER: CarSearchField[] = ['vin', 'telemeterId', 'msisdn', 'licencePlate', 'model'];

interface Condition {
  field: CarSearchField;
  value: string;
  exact?: true;
}

/** Each filter in the form its index holds. */
const conditionsOf = (query: CarSearchQuery): Condition[] => {
  const given: Condition[] = [];
  if (query.licencePlate) given.push({ field: 'licencePlate', value: normalizePlate(query.licencePlate) });
  if (query.vin) given.push({ field: 'vin', value: query.vin.toUpperCase() });
  if (query.telemeterId) given.push({ field: 'telemeterId', value: query.telemeterId.toUpperCase() });
  if (query.msisdn) given.push({ field: 'msisdn', value: normalizeMsisdn(query.msisdn) });
  if (query.model) given.push({ field: 'model', value: query.model });
  if (query.q) given.push(classifyCarSearchText(query.q));
  return given;
};

const matches = ({ field, value, exact }: Condition) =>
  exact
    ? sql<boolean>`vin = ${value}` // a whole VIN: the primary key
    : field === 'model'
      ? sql<boolean>`${INDEXED.model} LIKE lower(${escapeLike(value)}) || '%'`
      : sql<boolean>`${INDEXED[field]} LIKE ${escapeLike(value)} || '%'`;

/**
 * The cars `query` matches, in the order asked for or else of the driving filter's index;
 * without a prefix filter by plate, which the status index also holds in plate order.
 */
const matching = (db: Kysely<Database>, query: CarSearchQuery) => {
  const conditions = conditionsOf(query);
  let base = db.selectFrom('cars');
  for (const condition of conditions) base = base.where(matches(condition));
  if (query.status) base = base.where('status', '=', query.status);
  const driving =
    query.sort ?? DRIVING_ORDER.find((field) => conditions.some((c) => c.field === field)) ?? 'licencePlate';
  const direction = query.order === 'DESC' ? 'desc' : 'asc';
  let ordered = base.select(carColumns).select(fleetName).orderBy(INDEXED[driving], direction);
  // VIN and MSISDN are unique; the others may tie, and their indexes end with vin.
  if (driving !== 'vin' && driving !== 'msisdn') ordered = ordered.orderBy('vin', direction);
  return { base, ordered };
};

/** Spec point 3, Car search: one page and the capped count. */
export async function searchCars(db: Kysely<Database>, query: CarSearchQuery): Promise<CarSearchResult> {
  const { base, ordered } = matching(db, query);
  return pagedSearch(db, base, ordered, query, (rows) => rows.map(toCarSearchRow));
}

/** The car search as a file: up to `limit` rows in the list's order, and whether more match. */
export async function exportCars(db: Kysely<Database>, query: CarSearchQuery, limit: number) {
  const { base, ordered } = matching(db, query);
  const [rows, total] = await Promise.all([ordered.limit(limit).execute(), cappedCount(db, base, limit)]);
  return { rows: rows.map(toCarSearchRow), capped: total > limit };
}

/** Spec point 3, Car detail: the car with its SIM, state, position and last readings; undefined if unknown. */
export async function getCar(db: Kysely<Database>, vin: string): Promise<CarDetail | undefined> {
  const row = await db
    .selectFrom('cars')
    .select(carColumns)
    .select(['imsi', 'iccid', 'created_at', 'version'])
    .select(fleetName)
    .where('vin', '=', vin)
    .executeTakeFirst();
  if (!row) return undefined;
  const car = toCarSearchRow(row);
  return {
    ...car,
    sim: { provider: row.carrier, msisdn: row.msisdn, imsi: row.imsi, iccid: row.iccid },
    state: row.is_active ? 'active' : 'inactive',
    gps:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude },
    createDateTime: new Date(row.created_at).toISOString(),
    version: row.version,
  };
}
