import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { REGIONS } from './places.ts';
import { DAY, HOUR } from './time.ts';

/** One fleet on each status, so the demo shows every card: Vancouver's runs, Montreal's falters, Toronto's is down. */
const PROVIDERS = [
  { provider: 'JASPER', status: 'ACTIVE', endsIn: null, updatedAgo: 40 * DAY },
  { provider: 'TWILIO', status: 'DEGRADED', endsIn: 3 * HOUR, updatedAgo: 2 * HOUR },
  { provider: 'JASPER', status: 'OUTAGE', endsIn: 9 * HOUR, updatedAgo: 5 * HOUR },
] as const;

/**
 * Every fleet's wakeup provider (spec 3, Wakeup provider), added beside the regions on every start:
 * a fleet without one would have nothing to switch. A row staff changed stays as it is.
 */
export async function ensureWakeupProviders(db: Kysely<Database>, now: number) {
  await db
    .insertInto('wakeup_providers')
    .values(
      REGIONS.map((region, i) => {
        const plan = PROVIDERS[i % PROVIDERS.length]!;
        return {
          id: region.id,
          provider: plan.provider,
          status: plan.status,
          end_time: plan.endsIn === null ? null : new Date(now + plan.endsIn),
          updated_at: new Date(now - plan.updatedAgo),
        };
      }),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

const ERRORS = [
  { status: 'FAILED', vendor: 'SMS_DELIVERY_FAILED', internal: 'SMS_UNANSWERED' },
  { status: 'TIMED_OUT', vendor: null, internal: 'NO_REPORT' },
  { status: 'FAILED', vendor: 'SIM_NOT_REACHABLE', internal: null },
  { status: 'FAILED', vendor: 'RATE_LIMITED', internal: 'VENDOR_REFUSED' },
] as const;

/** A few failed wake-ups per fleet, of its first cars by VIN, spread over the last days before `now`. */
export async function seedProviderFailures(db: Kysely<Database>, now: number) {
  const providers = await db.selectFrom('wakeup_providers').select(['id', 'provider']).execute();
  for (const { id: fleetId, provider } of providers) {
    const cars = await db
      .selectFrom('cars')
      .select('vin')
      .where('fleet_id', '=', fleetId)
      .where('status', '<>', 'INFLEETING')
      .orderBy('vin')
      .limit(ERRORS.length)
      .execute();
    if (cars.length === 0) continue;
    await db
      .insertInto('wakeup_provider_failures')
      .values(
        ERRORS.map((error, i) => ({
          fleet_id: fleetId,
          vin: cars[i % cars.length]!.vin,
          provider,
          status: error.status,
          failed_at: new Date(now - (i * 17 + fleetId) * HOUR),
          vendor_error: error.vendor,
          internal_error: error.internal,
        })),
      )
      .execute();
  }
}
