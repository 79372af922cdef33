import type { Kysely, Selectable } from 'kysely';
import type { Paginated } from '../../src/domain/pagination.ts';
import {
  otherProvider,
  standingOnSwitch,
  switchRefusal,
  type ProviderFailureQuery,
  type ProviderFailureRow,
  type WakeupProviderName,
  type WakeupProviderRow,
} from '../../src/domain/fleet/wakeupProvider.ts';
import { dayEnd, dayStart } from '../../src/domain/validation.ts';
import type { Database, WakeupProviderStandingsTable, WakeupProvidersTable } from '../db/schema.ts';
import { HttpError } from '../http/httpError.ts';
import { updateVersioned, type Actor } from './audit.ts';
import { escapeLike } from './likePrefix.ts';
import { cappedCount, pagedSearch } from './pagedSearch.ts';

/** Spec 3 Wakeup provider: the fleets' wakeup providers (migrations 116 and 150). */

export const listFleets = (db: Kysely<Database>) =>
  db.selectFrom('regions').select(['id as fleetId', 'name as fleetName']).orderBy('id').execute();

const iso = (at: Date | string) => new Date(at).toISOString();

type ProviderRow = Selectable<WakeupProvidersTable> & { fleetName: string };
type StandingRow = Pick<Selectable<WakeupProviderStandingsTable>, 'status' | 'end_time'>;

const standingOf = (row: StandingRow) => ({
  status: row.status,
  endTime: row.end_time === null ? null : iso(row.end_time),
});

const toProvider = (row: ProviderRow, kept: StandingRow | undefined, now: Date): WakeupProviderRow => {
  const other = otherProvider(row.provider);
  return {
    id: row.id,
    fleetId: row.id,
    fleetName: row.fleetName,
    provider: row.provider,
    ...standingOf(row),
    lastUpdate: iso(row.updated_at),
    version: row.version,
    other: { provider: other, ...standingOnSwitch(kept && standingOf(kept), now) },
  };
};

/** The providers with, for each, the standing kept for the one not in use. */
const providers = (db: Kysely<Database>) =>
  db
    .selectFrom('wakeup_providers')
    .innerJoin('regions', 'regions.id', 'wakeup_providers.id')
    .leftJoin('wakeup_provider_standings as kept', (join) =>
      join
        .onRef('kept.fleet_id', '=', 'wakeup_providers.id')
        .onRef('kept.provider', '<>', 'wakeup_providers.provider'),
    )
    .selectAll('wakeup_providers')
    .select(['regions.name as fleetName', 'kept.status as keptStatus', 'kept.end_time as keptEndTime']);

type JoinedRow = ProviderRow & {
  keptStatus: StandingRow['status'] | null;
  keptEndTime: StandingRow['end_time'];
};

const fromJoined =
  (now: Date) =>
  ({ keptStatus, keptEndTime, ...row }: JoinedRow) =>
    toProvider(row, keptStatus === null ? undefined : { status: keptStatus, end_time: keptEndTime }, now);

export const listWakeupProviders = async (db: Kysely<Database>, now: Date) =>
  (await providers(db).orderBy('wakeup_providers.id').execute()).map(fromJoined(now));

const getWakeupProvider = async (db: Kysely<Database>, fleetId: number, now: Date) => {
  const row = await providers(db).where('wakeup_providers.id', '=', fleetId).executeTakeFirst();
  return row && fromJoined(now)(row);
};

/**
 * Moves a fleet to `target` from the copy at `version`. The provider left keeps its standing
 * (an outage and its end time stay on record); the new one starts as `standingOnSwitch` says.
 * Missing → 404, stale → 412, then the provider in use → 409; audited.
 */
export async function switchWakeupProvider(
  db: Kysely<Database>,
  { fleetId, version, actor, now }: { fleetId: number; version: number; actor: Actor; now: Date },
  target: WakeupProviderName,
): Promise<WakeupProviderRow> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('wakeup_providers')
      .selectAll()
      .where('id', '=', fleetId)
      .forUpdate()
      .executeTakeFirst();
    const refusal = current?.version === version ? switchRefusal(current.provider, target) : undefined;
    if (refusal) throw new HttpError(409, refusal, `The fleet already uses ${target}`);
    const kept = await trx
      .selectFrom('wakeup_provider_standings')
      .select(['status', 'end_time'])
      .where('fleet_id', '=', fleetId)
      .where('provider', '=', target)
      .executeTakeFirst();
    const next = standingOnSwitch(kept && standingOf(kept), now);
    await updateVersioned(trx, {
      table: 'wakeup_providers',
      entity: 'fleetManagement',
      id: fleetId,
      version,
      actor,
      action: 'wakeupProvider.switch',
      set: { provider: target, status: next.status, end_time: next.endTime, updated_at: now },
    });
    // After updateVersioned: a missing or stale row has answered 404 or 412 by now.
    const left = { status: current!.status, end_time: current!.end_time, updated_at: current!.updated_at };
    await trx
      .insertInto('wakeup_provider_standings')
      .values({ fleet_id: fleetId, provider: current!.provider, ...left })
      .onConflict((oc) => oc.columns(['fleet_id', 'provider']).doUpdateSet(left))
      .execute();
  });
  return (await getWakeupProvider(db, fleetId, now))!;
}

type FailureFilter = Omit<ProviderFailureQuery, 'page' | 'count' | 'lang' | 'tz'>;

/** The failures `filter` matches, newest first (or oldest) through migration 116's indexes. */
const matchingFailures = (db: Kysely<Database>, { fleet, vin, from, to, order }: FailureFilter) => {
  let base = db.selectFrom('wakeup_provider_failures');
  if (fleet !== undefined) base = base.where('fleet_id', '=', fleet);
  if (vin) base = base.where('vin', 'like', `${escapeLike(vin)}%`);
  const start = from && dayStart(from);
  const end = to && dayEnd(to);
  if (start) base = base.where('failed_at', '>=', start);
  if (end) base = base.where('failed_at', '<', end);
  const direction = order === 'ASC' ? 'asc' : 'desc';
  const ordered = base
    .innerJoin('regions', 'regions.id', 'wakeup_provider_failures.fleet_id')
    .selectAll('wakeup_provider_failures')
    .select('regions.name as fleetName')
    .orderBy('failed_at', direction)
    .orderBy('wakeup_provider_failures.id', direction);
  return { base, ordered };
};

type FailureRow = Selectable<Database['wakeup_provider_failures']> & { fleetName: string };

const toFailure = (row: FailureRow): ProviderFailureRow => ({
  id: String(row.id),
  vin: row.vin,
  status: row.status,
  date: iso(row.failed_at),
  vendorError: row.vendor_error,
  internalError: row.internal_error,
  provider: row.provider,
  fleetId: row.fleet_id,
  fleetName: row.fleetName,
});

export async function searchProviderFailures(
  db: Kysely<Database>,
  { page, count, ...filter }: ProviderFailureQuery,
): Promise<Paginated<ProviderFailureRow>> {
  const { base, ordered } = matchingFailures(db, filter);
  return pagedSearch(db, base, ordered, { page, count }, (rows) => rows.map(toFailure));
}

/** Every match up to `limit` for an export, and whether more match. */
export async function exportProviderFailures(db: Kysely<Database>, filter: FailureFilter, limit: number) {
  const { base, ordered } = matchingFailures(db, filter);
  const [rows, total] = await Promise.all([ordered.limit(limit).execute(), cappedCount(db, base, limit)]);
  return { rows: rows.map(toFailure), capped: total > limit };
}
