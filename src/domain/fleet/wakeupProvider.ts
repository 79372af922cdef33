import { z } from 'zod';
import { recordVersion } from '../audit.ts';
import { exportReaderQuery } from '../exportQuery.ts';
import { optionalSerialId, serialId } from '../ids.ts';
import { pageQuery, paginated, SORT_ORDERS } from '../pagination.ts';
import { day, MESSAGES, optionalMatching, withDateRange } from '../validation.ts';

/** Spec 9: the wakeup providers a fleet can use. */
export const WAKEUP_PROVIDERS = ['JASPER', 'TWILIO'] as const;
export type WakeupProviderName = (typeof WAKEUP_PROVIDERS)[number];

/** How the provider serves the fleet now; a DEGRADED or OUTAGE status has the end the vendor gave. */
export const PROVIDER_STATUSES = ['ACTIVE', 'DEGRADED', 'OUTAGE'] as const;
/** A failed wake-up: the vendor refused it, or no answer came in time. */
export const FAILURE_STATUSES = ['FAILED', 'TIMED_OUT'] as const;
/**
 * Spec 3 failure record, internal error: what our side made of the failure, as a code the
 * screen and the CSV put in the reader's language (migration 150 turned the English texts into these).
 */
export const INTERNAL_ERRORS = ['SMS_UNANSWERED', 'NO_REPORT', 'VENDOR_REFUSED', 'UNSPECIFIED'] as const;

/** GET /fleet-service/internal/fleets: the fleets are the regions. */
export const fleetRow = z.object({ fleetId: z.number().int(), fleetName: z.string() });
export const fleetList = z.array(fleetRow);

type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

/** How a provider serves a fleet: its status and the end the vendor gave, if any. */
const providerStanding = z.object({
  provider: z.enum(WAKEUP_PROVIDERS),
  status: z.enum(PROVIDER_STATUSES),
  endTime: z.iso.datetime().nullable(),
});
type Standing = { status: ProviderStatus; endTime: string | null };

/**
 * Spec 3 switch provider: an outage or a degradation is the vendor's, not the fleet's choice.
 * Switching away and back finds it as it was, until the end the vendor gave; a provider never
 * used, or whose trouble has ended, starts ACTIVE.
 */
export const standingOnSwitch = (kept: Standing | undefined, now: Date): Standing =>
  kept && kept.status !== 'ACTIVE' && (kept.endTime === null || new Date(kept.endTime) > now)
    ? kept
    : { status: 'ACTIVE', endTime: null };

/**
 * Spec 3 Wakeup provider: per fleet, the current provider, its status, end time and last
 * update; `other` is how the provider a switch moves to would start (the confirmation says it).
 */
export const wakeupProviderRow = fleetRow.extend({
  id: z.number().int().describe('the fleet id'),
  ...providerStanding.shape,
  lastUpdate: z.iso.datetime(),
  version: recordVersion,
  other: providerStanding.describe('the provider a switch moves to, as it would start'),
});
export type WakeupProviderRow = z.infer<typeof wakeupProviderRow>;
export const wakeupProviderList = z.array(wakeupProviderRow);

/** POST /fleets/{id}/wakeup/provider/{cmd}: `cmd` is the provider to switch to. */
export const switchProviderParams = z.object({
  id: serialId(),
  cmd: z.enum(WAKEUP_PROVIDERS, { error: MESSAGES.invalid }),
});

/**
 * Spec 3 switch provider: a switch names the other provider; asking for the one in use is
 * refused (it would change nothing and log a switch that did not happen).
 */
export const switchRefusal = (current: WakeupProviderName, target: WakeupProviderName) =>
  current === target ? 'wakeupProviders.sameProvider' : undefined;

/** The provider the Switch action offers: the one not in use. */
export const otherProvider = (current: WakeupProviderName): WakeupProviderName =>
  current === 'JASPER' ? 'TWILIO' : 'JASPER';

/** The failure list's one order, newest first by default (migration 116's indexes). */
export const FAILURE_SORTS = ['date'] as const;

/** A VIN filter finds the cars whose VIN starts with it: up to 17 digits, capitals and underscores. */
export const isVinStart = (value: string) => /^[0-9A-Z_]{1,17}$/.test(value);

/** The failure list's filters, each checked alike by the screen and the route. */
export const providerFailureFilters = {
  fleet: optionalSerialId(MESSAGES.invalid),
  vin: optionalMatching(isVinStart, 'wakeupProviders.vinInvalid'),
  from: day().optional(),
  to: day({ toEnd: true }).optional(),
};

/** GET /fleets/wakeup/provider/failures: by fleet, VIN start and days (from/to, both included). */
export const providerFailureQuery = withDateRange(
  z.object({
    ...providerFailureFilters,
    sort: z.enum(FAILURE_SORTS, { error: MESSAGES.invalid }).optional(),
    order: z.enum(SORT_ORDERS, { error: MESSAGES.invalid }).optional(),
    ...pageQuery,
    ...exportReaderQuery,
  }),
  'from',
  'to',
);
export type ProviderFailureQuery = z.output<typeof providerFailureQuery>;

/** Spec 3: a failure record (VIN, status, date, vendor error, internal error) and its fleet. */
export const providerFailureRow = z.object({
  id: z.string(),
  vin: z.string(),
  status: z.enum(FAILURE_STATUSES),
  date: z.iso.datetime(),
  vendorError: z.string().nullable(),
  internalError: z.enum(INTERNAL_ERRORS).nullable(),
  provider: z.enum(WAKEUP_PROVIDERS),
  fleetId: z.number().int(),
  fleetName: z.string(),
});
export type ProviderFailureRow = z.infer<typeof providerFailureRow>;
export const providerFailureList = paginated(providerFailureRow);
