import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger as Logger } from 'fastify';
import {
  LINK_PAYLOAD_MAX_BYTES,
  telemetryReport,
  type TelemetryReport,
} from '../../../src/domain/vehicleLink/messages.ts';
import type { Database } from '../../db/schema.ts';
import { retentionStart } from '../../db/telemetryPartitions.ts';
import type { BoxReportListener } from '../vehicleGateway.ts';

/** Why a message was dropped (docs/architecture.md, Vehicle link, Telemetry ingest); each is counted, none is fatal. */
export const DROPPED_KINDS = [
  'tooLarge',
  'notJson',
  'wrongSchema',
  'unknownBox',
  'outOfRange',
  'overflow',
] as const;
export type DroppedKind = (typeof DROPPED_KINDS)[number];

export interface IngestCounts {
  received: number;
  written: number;
  batches: number;
  dropped: Record<DroppedKind, number>;
}

interface Queued {
  boxId: string;
  report: TelemetryReport;
}

/** Rows a statement carries at most: 12 parameters a row, well under PostgreSQL's 65,535. */
const BATCH_ROWS = 2_000;
/** Reports kept while the database refuses them; past this the oldest go, counted as overflow. */
const QUEUE_MAX = 200_000;
/** A box id the cars do not know is asked about again after this long. */
const UNKNOWN_FOR_MS = 60_000;
/** Reports later than the fleet clock by more than this are refused: no partition is ready for them. */
const AHEAD_MS = 24 * 3_600_000;

/**
 * docs/architecture.md, Vehicle link, Telemetry ingest: reports taken from the broker are written in batches of
 * up to 2,000 rows (one multi-row INSERT … ON CONFLICT DO NOTHING into the day partitions, so a
 * report delivered twice is kept once), every `flushEveryMs` or as soon as a batch fills, and
 * the car row keeps its latest position. A malformed message is counted and logged, never fatal.
 */
export function telemetryIngest({
  db,
  now,
  retentionDays,
  logger,
  announce,
  flushEveryMs = 100,
  onWritten,
}: {
  db: Kysely<Database>;
  now: () => Date;
  retentionDays: number;
  logger: Logger;
  announce: BoxReportListener;
  flushEveryMs?: number;
  /** Told, once each batch is committed, its reports' recordedAt (the ingest bench's delay). */
  onWritten?: (recordedAt: number[]) => void;
}) {
  const counts: IngestCounts = {
    received: 0,
    written: 0,
    batches: 0,
    dropped: Object.fromEntries(DROPPED_KINDS.map((kind) => [kind, 0])) as Record<DroppedKind, number>,
  };
  const vinOfBox = new Map<string, string>();
  const unknownUntil = new Map<string, number>();
  let queue: Queued[] = [];
  let flushing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const drop = (kind: DroppedKind, detail: Record<string, unknown>) => {
    counts.dropped[kind] += 1;
    // The first of each kind, then one in a thousand: a flood of bad messages cannot flood the log.
    if (counts.dropped[kind] % 1000 === 1)
      logger.warn({ kind, dropped: counts.dropped[kind], ...detail }, 'vehicle link: telemetry dropped');
  };

  /** The cars of the box ids not known yet, asked in one query. */
  async function learnBoxes(boxIds: string[]) {
    const clock = Date.now();
    const asked = boxIds.filter((id) => !vinOfBox.has(id) && (unknownUntil.get(id) ?? 0) < clock);
    if (asked.length === 0) return;
    const rows = await db
      .selectFrom('cars')
      .select(['vin', 'telemeter_id'])
      .where('telemeter_id', 'in', asked)
      .execute();
    for (const row of rows) vinOfBox.set(row.telemeter_id, row.vin);
    for (const id of asked) if (!vinOfBox.has(id)) unknownUntil.set(id, clock + UNKNOWN_FOR_MS);
    if (unknownUntil.size > 10_000) unknownUntil.clear();
  }

  const toRow = (vin: string, report: TelemetryReport) => ({
    vin,
    recorded_at: new Date(report.recordedAt),
    latitude: report.latitude,
    longitude: report.longitude,
    speed_kmh: report.speedKmh,
    heading: report.heading,
    odometer: report.odometer,
    fuel_level: report.fuelLevel,
    battery_voltage: String(report.batteryVoltage),
    ignition: report.ignition,
    doors_closed: report.doorsClosed,
    locked: report.locked,
  });
  type Row = ReturnType<typeof toRow>;

  /** The batch's rows for known cars within the kept days; the rest counted. */
  function rowsOf(batch: Queued[]) {
    const at = now();
    const from = retentionStart(at, retentionDays).getTime();
    const rows: Row[] = [];
    for (const { boxId, report } of batch) {
      const vin = vinOfBox.get(boxId);
      if (!vin) {
        drop('unknownBox', { boxId });
        continue;
      }
      const recorded = Date.parse(report.recordedAt);
      if (recorded < from || recorded > at.getTime() + AHEAD_MS) {
        drop('outOfRange', { boxId, recordedAt: report.recordedAt });
        continue;
      }
      rows.push(toRow(vin, report));
    }
    return rows;
  }

  async function insertRows(rows: Row[]) {
    const latest = new Map<string, Row>();
    for (const row of rows) {
      const kept = latest.get(row.vin);
      if (!kept || kept.recorded_at < row.recorded_at) latest.set(row.vin, row);
    }
    const values = sql.join(
      [...latest.values()].map(
        (r) =>
          sql`(${r.vin}, ${r.latitude}::double precision, ${r.longitude}::double precision, ${r.odometer}::integer, ${r.fuel_level}::integer, ${r.battery_voltage}::numeric, ${r.recorded_at}::timestamptz)`,
      ),
    );
    return db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('telemetry')
        .values(rows)
        .onConflict((oc) => oc.columns(['vin', 'recorded_at']).doNothing())
        .returning('vin')
        .execute();
      // The car row holds the last report (docs/architecture.md, Simulated fleet): newest wins.
      await sql`
        UPDATE cars SET latitude = v.latitude, longitude = v.longitude, odometer = v.odometer,
          fuel_level = v.fuel_level, battery_voltage = v.battery_voltage
        FROM (VALUES ${values}) AS v(vin, latitude, longitude, odometer, fuel_level, battery_voltage, recorded_at)
        WHERE cars.vin = v.vin
          AND NOT EXISTS (SELECT 1 FROM telemetry t WHERE t.vin = v.vin AND t.recorded_at > v.recorded_at)`.execute(
        trx,
      );
      return inserted;
    });
  }

  async function writeBatch(batch: Queued[]) {
    await learnBoxes([...new Set(batch.map((q) => q.boxId))]);
    const rows = rowsOf(batch);
    if (rows.length === 0) return;
    const written = await insertRows(rows);
    counts.written += written.length;
    counts.batches += 1;
    const perCar = new Map<string, number>();
    for (const { vin } of written) perCar.set(vin, (perCar.get(vin) ?? 0) + 1);
    for (const [vin, reports] of perCar) announce({ kind: 'telemetry', vin, reports });
    onWritten?.(rows.map((row) => row.recorded_at.getTime()));
  }

  async function flush() {
    while (queue.length > 0) {
      const batch = queue.slice(0, BATCH_ROWS);
      try {
        await writeBatch(batch);
        queue = queue.slice(batch.length);
      } catch (error) {
        // Kept for the next flush: the database may be restarting.
        logger.error({ err: error, queued: queue.length }, 'vehicle link: telemetry batch not written');
        return;
      }
    }
  }

  const flushNow = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    flushing ??= flush().finally(() => {
      flushing = undefined;
      if (queue.length > 0) schedule();
    });
    return flushing;
  };
  const schedule = () => {
    timer ??= setTimeout(() => void flushNow(), flushEveryMs);
  };

  return {
    counts,
    /** One message from `boxes/{boxId}/telemetry`. */
    take(boxId: string, payload: Buffer) {
      counts.received += 1;
      if (payload.length > LINK_PAYLOAD_MAX_BYTES) return drop('tooLarge', { boxId, bytes: payload.length });
      let json: unknown;
      try {
        json = JSON.parse(payload.toString('utf8'));
      } catch {
        return drop('notJson', { boxId });
      }
      const parsed = telemetryReport.safeParse(json);
      if (!parsed.success) return drop('wrongSchema', { boxId, issue: parsed.error.issues[0]?.message });
      if (queue.length >= QUEUE_MAX) {
        queue.shift();
        drop('overflow', { queued: queue.length });
      }
      queue.push({ boxId, report: parsed.data });
      if (queue.length >= BATCH_ROWS && !flushing) void flushNow();
      else schedule();
    },
    /** Writes what is queued: at close, and before a read that must see it. */
    drain: async () => {
      await flushing;
      await flushNow();
    },
    close: () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type TelemetryIngest = ReturnType<typeof telemetryIngest>;
