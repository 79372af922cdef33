import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const DAY_MS = 86_400_000;
/** Days made ahead of today, so reports keep landing in a partition across midnight and a late maintenance run. */
const DAYS_AHEAD = 2;
/** Any fixed number, apart from the migrations' (server/db/migrate.ts). */
const UPKEEP_LOCK = 727_002;
const PARTITION_NAME = /^telemetry_(\d{4})(\d{2})(\d{2})$/;

const utcDayStart = (at: Date | number) => Math.floor(new Date(at).getTime() / DAY_MS) * DAY_MS;
const partitionName = (dayStart: number) =>
  `telemetry_${new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '')}`;
const dayOfPartition = (name: string) => {
  const match = PARTITION_NAME.exec(name);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
};

/** The first instant still kept: the start of the UTC day `retentionDays` before today's. */
export const retentionStart = (now: Date, retentionDays: number) =>
  new Date(utcDayStart(now) - retentionDays * DAY_MS);

/** Makes the day partitions from `from`'s UTC day to `to`'s that are missing. */
export async function createTelemetryPartitions(db: Kysely<Database>, from: Date, to: Date) {
  for (let day = utcDayStart(from); day <= utcDayStart(to); day += DAY_MS) {
    const bounds = sql`FROM (${sql.lit(new Date(day).toISOString())}) TO (${sql.lit(new Date(day + DAY_MS).toISOString())})`;
    await sql`CREATE TABLE IF NOT EXISTS ${sql.table(partitionName(day))} PARTITION OF telemetry FOR VALUES ${bounds}`.execute(
      db,
    );
  }
}

/**
 * docs/architecture.md, Telemetry history: keeps the telemetry partitions of the retention, today
 * and DAYS_AHEAD, and drops the days before it whole (no row-by-row delete, no bloat). Takes the
 * time from the caller, so a test moves the fleet clock and calls it; the server calls it at
 * start-up and every hour. Returns the partitions dropped.
 */
export async function maintainTelemetryPartitions(
  db: Kysely<Database>,
  now: Date,
  retentionDays: number,
): Promise<string[]> {
  const keepFrom = retentionStart(now, retentionDays).getTime();
  return db.transaction().execute(async (trx) => {
    // Instances starting together on one PostgreSQL take turns: two racing CREATE TABLE IF NOT EXISTS can both try.
    await sql`SELECT pg_advisory_xact_lock(${UPKEEP_LOCK})`.execute(trx);
    await createTelemetryPartitions(
      trx,
      new Date(keepFrom),
      new Date(utcDayStart(now) + DAYS_AHEAD * DAY_MS),
    );
    const { rows } = await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'telemetry'::regclass ORDER BY 1`.execute(trx);
    const expired = rows
      .map((row) => row.name)
      .filter((name) => {
        const day = dayOfPartition(name);
        return day !== undefined && day < keepFrom;
      });
    for (const name of expired) await sql`DROP TABLE ${sql.table(name)}`.execute(trx);
    return expired;
  });
}
