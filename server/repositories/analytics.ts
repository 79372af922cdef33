import { sql, type Kysely } from 'kysely';
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
 * Issue 22 point 4: each chart is one grouped SQL read over an index range of its table
 * (migration 127); the days or weeks without a row are filled in here as 0.
 */
type Range = Pick<AnalyticsQuery, 'from' | 'to' | 'tz'>;

/** The first instant of the range's first day, and of the day after its last, in a zone given as SQL. */
const zoneStart = (day: string, zone: ReturnType<typeof sql>) =>
  sql`(${day}::date::timestamp AT TIME ZONE ${zone})`;
const zoneEnd = (day: string, zone: ReturnType<typeof sql>) =>
  sql`((${day}::date + 1)::timestamp AT TIME ZONE ${zone})`;

const byKey = <Row, Key>(rows: Row[], key: (row: Row) => Key) => new Map(rows.map((row) => [key(row), row]));

export async function tripsPerDay(db: Kysely<Database>, { from, to }: Range): Promise<ChartRows['trips'][]> {
  const { after, before } = utcBounds(from, to);
  const [counted, fleets] = await Promise.all([
    sql<{ day: string; fleet_id: number; trips: string }>`
      SELECT to_char(t.start_at AT TIME ZONE r.time_zone, 'YYYY-MM-DD') AS day, r.id AS fleet_id, count(*) AS trips
      FROM trips t JOIN cars c ON c.vin = t.vin JOIN regions r ON r.id = c.fleet_id
      WHERE t.start_at >= ${after} AND t.start_at < ${before}
        AND t.start_at >= ${zoneStart(from, sql`r.time_zone`)} AND t.start_at < ${zoneEnd(to, sql`r.time_zone`)}
      GROUP BY 1, 2`.execute(db),
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
  const { rows } = await sql<{ day: string; revenue: string; tax: string }>`
    SELECT to_char(posted_at AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, sum(amount) AS revenue, sum(tax) AS tax
    FROM ledger_lines
    WHERE kind <> 'payment' AND posted_at >= ${zoneStart(from, zone)} AND posted_at < ${zoneEnd(to, zone)}
    GROUP BY 1`.execute(db);
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
    WITH spans AS (
      SELECT c.vin, c.plate_number, r.name AS city, t.start_at, coalesce(t.end_at, ${now}) AS end_at,
        ${zoneStart(from, sql`r.time_zone`)} AS range_start, ${zoneEnd(to, sql`r.time_zone`)} AS range_end
      FROM trips t JOIN cars c ON c.vin = t.vin JOIN regions r ON r.id = c.fleet_id
      WHERE t.start_at < ${before} AND (t.end_at > ${after} OR t.end_at IS NULL)
    )
    SELECT vin, plate_number AS plate, city,
      sum(greatest(0, extract(epoch FROM least(end_at, range_end) - greatest(start_at, range_start)))) AS busy,
      extract(epoch FROM range_end - range_start) AS span
    FROM spans
    GROUP BY vin, plate_number, city, range_start, range_end
    HAVING sum(greatest(0, extract(epoch FROM least(end_at, range_end) - greatest(start_at, range_start)))) > 0
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
  const { rows } = await sql<{ week: string; members: string }>`
    SELECT to_char(date_trunc('week', created_at AT TIME ZONE ${zone}), 'YYYY-MM-DD') AS week, count(*) AS members
    FROM customers
    WHERE created_at >= ${zoneStart(from, zone)} AND created_at < ${zoneEnd(to, zone)}
    GROUP BY 1`.execute(db);
  const found = byKey(rows, (row) => row.week);
  return weeksOf(from, to).map((week) => ({ week, members: Number(found.get(week)?.members ?? 0) }));
}

/** Tickets opened per day, and closed: a Closed ticket on the day of its last change, the one that closed it. */
export async function ticketsPerDay(
  db: Kysely<Database>,
  { from, to, tz }: Range,
): Promise<ChartRows['tickets'][]> {
  const zone = sql`${tz ?? DEFAULT_TIME_ZONE}::text`;
  const perDay = (column: ReturnType<typeof sql>, closedOnly: boolean) =>
    sql<{ day: string; count: string }>`
      SELECT to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS day, count(*) AS count
      FROM tickets
      WHERE ${closedOnly ? sql`status = 'Closed' AND ` : sql``}${column} >= ${zoneStart(from, zone)}
        AND ${column} < ${zoneEnd(to, zone)}
      GROUP BY 1`.execute(db);
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
