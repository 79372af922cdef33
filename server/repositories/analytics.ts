import { sql, type Kysely, type RawBuilder } from 'kysely';
import {
  daysOf,
  utcBounds,
  weeksOf,
  type AnalyticsQuery,
} from '../../src/domain/analytics/analyticsRange.ts';
import { UTILISATION_TOP_CARS, type ChartRows } from '../../src/domain/analytics/charts.ts';
import { DEFAULT_TIME_ZONE } from '../../src/domain/customers/memberTimeZone.ts';
import type { Database } from '../db/schema.ts';

/**
 * Spec 1 Analytics: each chart is one grouped SQL read over an index range of its table
 * (migration 127); the days or weeks without a row are filled in here as 0.
 */
type Range = Pick<AnalyticsQuery, 'from' | 'to' | 'tz'>;

/** The first instant of the range's first day, and of the day after its last, in a zone given as SQL. */
const zoneStart = (day: string, zone: ReturnType<typeof sql>) =>
  sql`(${day}::date::timestamp AT TIME ZONE ${zone})`;
const zoneEnd = (day: string, zone: ReturnType<typeof sql>) =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${zone})`;

/**
 * A grouped read whose first column is a date, with that date as YYYY-MM-DD: written once per
 * group rather than per row (to_char costs a third of a year's trips read), and never handed
 * to the driver as a date it would read in the server's zone.
 */
const asText = (grouped: RawBuilder<unknown>) =>
  sql`SELECT to_char(grouped.day, 'YYYY-MM-DD') AS day, grouped.* FROM (${grouped}) grouped`;

const byKey = <Row, Key>(rows: Row[], key: (row: Row) => Key) => new Map(rows.map((row) => [key(row), row]));

export async function tripsPerDay(db: Kysely<Database>, { from, to }: Range): Promise<ChartRows['trips'][]> {
  const { after, before } = utcBounds(from, to);
  const [counted, fleets] = await Promise.all([
    sql<{ day: string; fleet_id: number; trips: string }>`
      ${asText(sql`
        SELECT (t.start_at AT TIME ZONE r.time_zone)::date AS day, r.id AS fleet_id, count(*) AS trips
        FROM trips t JOIN cars c ON c.vin = t.vin JOIN regions r ON r.id = c.fleet_id
        WHERE t.start_at >= ${after} AND t.start_at < ${before}
          AND t.start_at >= ${zoneStart(from, sql`r.time_zone`)} AND t.start_at < ${zoneEnd(to, sql`r.time_zone`)}
        GROUP BY 1, 2`)}`.execute(db),
    db.selectFrom('regions').select(['id', 'name']).orderBy('id').execute(),
  ]);
  const found = byKey(counted.rows, (row) => `${row.day}/${row.fleet_id}`);
  return daysOf(from, to).flatMap((day) =>
    fleets.map((fleet) => ({
      day,
      fleetId: fleet.id,
      city: fleet.name,
      trips: Number(found.get(`${day}/${fleet.id}`)?.trips ?? 0),
    })),
  );
}

/** The charges and credits of the ledger per day; a payment settles revenue, it is none itself. */
export async function revenuePerDay(
  db: Kysely<Database>,
  { from, to, tz }: Range,
): Promise<ChartRows['revenue'][]> {
  const zone = sql`${tz ?? DEFAULT_TIME_ZONE}::text`;
  const { rows } = await sql<{ day: string; revenue: string; tax: string }>`${asText(sql`
    SELECT (posted_at AT TIME ZONE ${zone})::date AS day, sum(amount) AS revenue, sum(tax) AS tax
    FROM ledger_lines
    WHERE kind <> 'payment' AND posted_at >= ${zoneStart(from, zone)} AND posted_at < ${zoneEnd(to, zone)}
    GROUP BY 1`)}`.execute(db);
  const found = byKey(rows, (row) => row.day);
  return daysOf(from, to).map((day) => ({
    day,
    revenue: Number(found.get(day)?.revenue ?? 0),
    tax: Number(found.get(day)?.tax ?? 0),
  }));
}

/**
 * Each car's time in trips within the range (its fleet's days), as hours and as a share of the
 * range; a trip under way counts until `now`. The busiest cars first, then by VIN.
 */
export async function utilisationPerCar(
  db: Kysely<Database>,
  { from, to }: Range,
  now: Date,
): Promise<ChartRows['utilisation'][]> {
  const { after, before } = utcBounds(from, to);
  const { rows } = await sql<{ vin: string; plate: string; city: string; busy: string; span: string }>`
    WITH ranges AS (
      SELECT id, name, ${zoneStart(from, sql`time_zone`)} AS range_start, ${zoneEnd(to, sql`time_zone`)} AS range_end
      FROM regions
    ), spans AS (
      SELECT c.vin, c.plate_number, r.name AS city, r.range_start, r.range_end,
        greatest(0, extract(epoch FROM least(coalesce(t.end_at, ${now}), r.range_end) - greatest(t.start_at, r.range_start))) AS busy
      FROM trips t JOIN cars c ON c.vin = t.vin JOIN ranges r ON r.id = c.fleet_id
      WHERE t.start_at < ${before} AND (t.end_at > ${after} OR t.end_at IS NULL)
    )
    SELECT vin, plate_number AS plate, city, sum(busy) AS busy, extract(epoch FROM range_end - range_start) AS span
    FROM spans
    GROUP BY vin, plate_number, city, range_start, range_end
    HAVING sum(busy) > 0
    ORDER BY busy DESC, vin
    LIMIT ${UTILISATION_TOP_CARS}`.execute(db);
  return rows.map((row) => ({
    vin: row.vin,
    plate: row.plate,
    city: row.city,
    busyHours: Math.round((Number(row.busy) / 3600) * 100) / 100,
    share: Math.min(1, Math.round((Number(row.busy) / Number(row.span)) * 10_000) / 10_000),
  }));
}

export async function membersPerWeek(
  db: Kysely<Database>,
  { from, to, tz }: Range,
): Promise<ChartRows['members'][]> {
  const zone = sql`${tz ?? DEFAULT_TIME_ZONE}::text`;
  const { rows } = await sql<{ day: string; members: string }>`${asText(sql`
    SELECT date_trunc('week', created_at AT TIME ZONE ${zone})::date AS day, count(*) AS members
    FROM customers
    WHERE created_at >= ${zoneStart(from, zone)} AND created_at < ${zoneEnd(to, zone)}
    GROUP BY 1`)}`.execute(db);
  const found = byKey(rows, (row) => row.day);
  return weeksOf(from, to).map((week) => ({ week, members: Number(found.get(week)?.members ?? 0) }));
}

/** Tickets opened per day, and closed: a Closed ticket on the day of its last change, the one that closed it. */
export async function ticketsPerDay(
  db: Kysely<Database>,
  { from, to, tz }: Range,
): Promise<ChartRows['tickets'][]> {
  const zone = sql`${tz ?? DEFAULT_TIME_ZONE}::text`;
  const perDay = (column: ReturnType<typeof sql>, closedOnly: boolean) =>
    sql<{ day: string; count: string }>`${asText(sql`
      SELECT (${column} AT TIME ZONE ${zone})::date AS day, count(*) AS count
      FROM tickets
      WHERE ${closedOnly ? sql`status = 'Closed' AND ` : sql``}${column} >= ${zoneStart(from, zone)}
        AND ${column} < ${zoneEnd(to, zone)}
      GROUP BY 1`)}`.execute(db);
  const [opened, closed] = await Promise.all([
    perDay(sql.ref('created_at'), false),
    perDay(sql.ref('updated_at'), true),
  ]);
  const openedOn = byKey(opened.rows, (row) => row.day);
  const closedOn = byKey(closed.rows, (row) => row.day);
  return daysOf(from, to).map((day) => ({
    day,
    opened: Number(openedOn.get(day)?.count ?? 0),
    closed: Number(closedOn.get(day)?.count ?? 0),
  }));
}
