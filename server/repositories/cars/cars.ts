import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CarDetail } from '../../../src/domain/cars/carSearch.ts';
import {
  classifyCarSearchText,
  vinSearchOf,
  type CarSearchField,
  type CarSearchQuery,
  type CarSearchResult,
} from '../../../src/domain/cars/carSearchQuery.ts';
import { normalizeMsisdn, normalizePlate } from '../../../src/domain/formats.ts';
import type { Database } from '../../db/schema.ts';
import { carColumns, fleetName, toCarSearchRow } from './carRows.ts';
import { prefixRange } from '../likePrefix.ts';
import { genericPlan } from '../../db/genericPlan.ts';
import {
  cappedCount,
  cappedCountQuery,
  compiledSearch,
  withCount,
  type SearchStatements,
} from '../pagedSearch.ts';
import { compiledOnce, type QueryValues } from '../../db/compiledOnce.ts';
import type { CarStatus } from '../../../src/domain/cars/carStatus.ts';
import { COUNT_CAP } from '../../../src/domain/pagination.ts';

/**
 * The expression of each search index (migration 002). A prefix filter and the ORDER BY
 * must use it verbatim, COLLATE "C" included, for one index to serve both
 * (docs/architecture.md, Database notes: "Order searches by an index").
 */
export const PLATE = sql<string>`replace(upper(plate_number), ' ', '') COLLATE "C"`;
/** A plate's second word and on (migration 172): "151 WFC" → "WFC". */
const PLATE_SECOND_WORD = sql<string>`replace(upper(substr(plate_number, strpos(plate_number, ' ') + 1)), ' ', '') COLLATE "C"`;

/**
 * Spec 9, searching a plate: the cars one of whose plate's words starts with `start` (upper case,
 * no spaces; isPlatePrefix), each word one index range, the two or-ed as a bitmap.
 */
export const plateWordStarts = (start: RawBuilder<string>) =>
  sql<boolean>`((${prefixRange(PLATE, start)}) OR (${prefixRange(PLATE_SECOND_WORD, start)}))`;
const INDEXED: Record<CarSearchField, RawBuilder<string>> = {
  vin: sql`vin COLLATE "C"`,
  licencePlate: PLATE,
  telemeterId: sql`upper(telemeter_id) COLLATE "C"`,
  msisdn: sql`msisdn COLLATE "C"`,
  model: sql`lower(model) COLLATE "C"`,
};
/** The VIN read backwards (migration 146): the end of a VIN is a prefix of this. */
const VIN_REVERSED = sql<string>`reverse(vin) COLLATE "C"`;
/** Which prefix filter drives the order when several are given: the most selective first. */
const DRIVING_ORDER: CarSearchField[] = ['vin', 'telemeterId', 'msisdn', 'licencePlate', 'model'];

interface Condition {
  field: CarSearchField;
  value: string;
  exact?: true;
  /** A VIN search that matches the end of a VIN too (vinSearchOf). */
  ending?: true;
}

/** Each filter in the form its index holds. */
const conditionsOf = (query: CarSearchQuery): Condition[] => {
  const given: Condition[] = [];
  if (query.licencePlate) given.push({ field: 'licencePlate', value: normalizePlate(query.licencePlate) });
  if (query.vin) given.push(vinSearchOf(query.vin));
  if (query.telemeterId) given.push({ field: 'telemeterId', value: query.telemeterId.toUpperCase() });
  if (query.msisdn) given.push({ field: 'msisdn', value: normalizeMsisdn(query.msisdn) });
  if (query.model) given.push({ field: 'model', value: query.model });
  if (query.q) given.push(classifyCarSearchText(query.q));
  return given;
};

/** The values a search's statements carry (compiledOnce): each condition's as its index compares it, and the status. */
const valuesOf = (conditions: Condition[], query: CarSearchQuery): QueryValues => ({
  ...Object.fromEntries(conditions.map((c, i) => [`c${i}`, c.value])),
  ...(query.status ? { status: query.status } : {}),
});

/** A condition as its index's range (prefixRange), so that one prepared plan serves every value. */
const matches = ({ field, exact, ending }: Condition, value: string | number) => {
  if (exact) return sql<boolean>`vin = ${value}`; // a whole VIN: the primary key
  if (field === 'licencePlate') return plateWordStarts(sql`${value}`);
  const start = prefixRange(INDEXED[field], field === 'model' ? sql`lower(${value})` : sql`${value}`);
  // Spec 3 Car search, the end of a VIN: each side one index range, the two or-ed as a bitmap.
  return ending
    ? sql<boolean>`((${start}) OR (${prefixRange(VIN_REVERSED, sql`reverse(${value})`)}))`
    : start;
};

/**
 * What a search asks of a car, in columns that `cars` and its tally `car_counts` share:
 * never a car being added (spec 4, Infleeting flow), then each condition and the status.
 */
const asked = (conditions: Condition[], v: QueryValues) =>
  sql.join(
    [
      sql<boolean>`status <> ${sql.lit('INFLEETING' satisfies CarStatus)}`,
      ...conditions.map((condition, i) => matches(condition, v[`c${i}`]!)),
      ...(v.status === undefined ? [] : [sql<boolean>`status = ${v.status}`]),
    ],
    sql` AND `,
  ) as RawBuilder<boolean>;

/**
 * The cars `conditions` match, in the order asked for or else of the driving filter's index;
 * without a prefix filter by plate, which the status index also holds in plate order.
 */
const matching = (db: Kysely<Database>, query: CarSearchQuery, conditions: Condition[], v: QueryValues) => {
  const base = db.selectFrom('cars').where(asked(conditions, v));
  const { driving, direction } = orderOf(query, conditions);
  let ordered = base.select(carColumns).select(fleetName).orderBy(INDEXED[driving], direction);
  // VIN and MSISDN are unique; the others may tie, and their indexes end with vin.
  if (driving !== 'vin' && driving !== 'msisdn') ordered = ordered.orderBy('vin', direction);
  return { base, ordered };
};

const orderOf = (query: CarSearchQuery, conditions: Condition[]) => ({
  driving:
    query.sort ?? DRIVING_ORDER.find((field) => conditions.some((c) => c.field === field)) ?? 'licencePlate',
  direction: query.order === 'DESC' ? ('desc' as const) : ('asc' as const),
});

/**
 * Searches by status, model, both or neither count from the tally the database keeps
 * (migration 118): the ones that match thousands of cars. The prefix filters of plates, VINs,
 * box ids and MSISDNs match few, so counting their index entries up to the cap stays cheap.
 */
const countsKept = (conditions: Condition[]) => conditions.every((c) => c.field === 'model' && !c.exact);

const keptCount = (db: Kysely<Database>, conditions: Condition[], v: QueryValues) =>
  db
    .selectFrom('car_counts')
    .where(asked(conditions, v))
    .select(sql<string>`coalesce(sum(cars), 0)`.as('total'));

/**
 * Spec point 3, Car search: one page and its count, exact up to the cap, in one statement
 * compiled once per shape (compiledSearch). Never remembered: the count comes from the
 * database's tally or counts few index entries, so a changed car shows on the next page.
 */
export async function searchCars(db: Kysely<Database>, query: CarSearchQuery): Promise<CarSearchResult> {
  const conditions = conditionsOf(query);
  const values = valuesOf(conditions, query);
  const kept = countsKept(conditions);
  const { driving, direction } = orderOf(query, conditions);
  const filters = conditions.map((c) => `${c.field}${c.exact ? '=' : ''}${c.ending ? '~' : ''}`);
  const shape = `cars ${driving} ${direction} ${filters} ${kept}`;
  const counted = (v: QueryValues) =>
    kept
      ? keptCount(db, conditions, v)
      : cappedCountQuery(db, matching(db, query, conditions, v).base, COUNT_CAP);
  const pageValues = { ...values, limit: query.count, offset: (query.page - 1) * query.count };
  const statements: SearchStatements = {
    page: (andCount) =>
      genericPlan(
        compiledOnce(db, `${shape} page ${andCount}`, pageValues, ({ limit, offset, ...v }) => {
          const { ordered } = matching(db, query, conditions, v);
          return (andCount ? withCount(ordered, counted(v)) : ordered)
            .limit(Number(limit))
            .offset(Number(offset));
        }),
      ),
    count: genericPlan(compiledOnce(db, `${shape} count`, values, counted)),
    remember: false,
  };
  return compiledSearch(db, statements, query, COUNT_CAP, toCarSearchRow);
}

/** The car search as a file: up to `limit` rows in the list's order, and whether more match. */
export async function exportCars(db: Kysely<Database>, query: CarSearchQuery, limit: number) {
  const conditions = conditionsOf(query);
  const { base, ordered } = matching(db, query, conditions, valuesOf(conditions, query));
  const [rows, total] = await Promise.all([ordered.limit(limit).execute(), cappedCount(db, base, limit)]);
  return { rows: rows.map(toCarSearchRow), capped: total > limit };
}

/** Spec point 3, Car detail: the car with its SIM, state, position and last readings; undefined if unknown. */
export async function getCar(db: Kysely<Database>, vin: string): Promise<CarDetail | undefined> {
  const row = await db
    .selectFrom('cars')
    .select(carColumns)
    .select(['imsi', 'iccid', 'created_at', 'version', 'field_check_at', 'field_check_trip_id'])
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
    fieldCheck:
      row.field_check_at === null
        ? null
        : { at: new Date(row.field_check_at).toISOString(), tripId: Number(row.field_check_trip_id) },
    version: row.version,
  };
}
