import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  classifyCarSearchText,
  normalizeMsisdn,
  normalizePlate,
  type CarSearchField,
  type CarSearchQuery,
  type CarSearchResult,
} from '../../../src/domain/carSearchQuery.ts';
import type { Database } from '../../db/schema.ts';
import { escapeLike } from '../customer-process/searchCustomers.ts';
import { pagedSearch } from '../pagedSearch.ts';
import { carColumns, fleetName, toCarSearchRow } from './carRow.ts';

/**
 * The expression of each search index (migration 002). A prefix filter and the ORDER BY
 * must use it verbatim, COLLATE "C" included, for one index to serve both (DESIGN.md).
 */
const PLATE = sql<string>`replace(upper(plate_number), ' ', '') COLLATE "C"`;
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
 * Spec point 3, Car search. Ordered by the index of the driving filter; without a prefix
 * filter by plate, which the status index also holds in plate order.
 */
export async function searchCars(db: Kysely<Database>, query: CarSearchQuery): Promise<CarSearchResult> {
  const conditions = conditionsOf(query);
  let base = db.selectFrom('cars');
  for (const condition of conditions) base = base.where(matches(condition));
  if (query.status) base = base.where('status', '=', query.status);
  const driving = DRIVING_ORDER.find((field) => conditions.some((c) => c.field === field)) ?? 'licencePlate';
  let ordered = base.select(carColumns).select(fleetName).orderBy(INDEXED[driving]);
  // VIN and MSISDN are unique; the others may tie, and their indexes end with vin.
  if (driving !== 'vin' && driving !== 'msisdn') ordered = ordered.orderBy('vin');
  return pagedSearch(db, base, ordered, query, (rows) => rows.map(toCarSearchRow));
}
