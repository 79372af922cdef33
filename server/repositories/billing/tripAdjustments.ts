import type { Transaction } from 'kysely';
import { adjustment } from '../../../src/domain/billing/lineAmounts.ts';
import type { TripAdjustment, TripModification } from '../../../src/domain/billing/modalRequests.ts';
import { toCents } from '../../../src/domain/money.ts';
import { priceTrip } from '../../../src/domain/pricing/priceTrip.ts';
import { TARIFFS } from '../../../src/domain/pricing/tariffs.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import type { Actor } from '../audit.ts';
import { writeLedger } from './ledgerWrite.ts';
import { finishedTripOf, tripLinesSum } from './memberTrips.ts';

/** What a trip is billed for: its whole minutes and its distance. */
interface TripMeasures {
  durationMinutes: number;
  distanceKm: number;
}

const MINUTE = 60_000;

/**
 * Spec 2 Trip modification: the trip priced again by `priceTrip` with its region's tariff for
 * the new duration or distance, and the difference from what the trip is charged now (its trip
 * line and earlier modifications) posted as a new line. The trip row stays as it was: the
 * measures in force are the last modification's.
 */
export const modifyTrip = (trx: Transaction<Database>, actor: Actor, body: TripModification) =>
  writeLedger(trx, {
    customerId: body.customerId,
    actor,
    action: 'tripModification.add',
    lines: async (trx) => {
      const trip = await finishedTripOf(trx, body.customerId, body.tripId);
      const tariff = TARIFFS[trip.region as keyof typeof TARIFFS];
      if (!tariff) {
        throw new HttpError(400, 'billing.modals.noTariff', `No tariff for the region ${trip.region}`);
      }
      const last = await trx
        .selectFrom('ledger_lines')
        .select('details')
        .where('trip_id', '=', String(body.tripId))
        .where('kind', '=', 'tripModification')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const before: TripMeasures = (last?.details?.after as TripMeasures | undefined) ?? {
        durationMinutes: Math.ceil(
          (new Date(trip.end_at).getTime() - new Date(trip.start_at).getTime()) / MINUTE,
        ),
        distanceKm: Number(trip.distance_km ?? 0),
      };
      const after: TripMeasures = {
        durationMinutes: body.durationMinutes ?? before.durationMinutes,
        distanceKm: body.distanceKm ?? before.distanceKm,
      };
      if (after.durationMinutes === before.durationMinutes && after.distanceKm === before.distanceKm) {
        throw new HttpError(400, 'billing.modals.noChange', 'The trip is billed for these already', {
          durationMinutes: 'billing.modals.noChange',
        });
      }
      // The trip keeps its free minutes: the seed's discount is whole minutes at the tariff's rate.
      const freeMinutes = Math.ceil(toCents(trip.discounts ?? 0) / tariff.perMinute);
      const price = priceTrip(tariff, after.durationMinutes, after.distanceKm, freeMinutes);
      const charged = await tripLinesSum(trx, body.tripId, ['trip', 'tripModification']);
      return [
        {
          kind: 'tripModification',
          // Tax as the difference of the trip's GST, so the trip's lines carry the GST of its new bill to the cent.
          amount: price.charges - price.discounts - toCents(charged.amount),
          tax: price.taxes - toCents(charged.tax),
          tripId: body.tripId,
          details: { before, after },
        },
      ];
    },
  });

/**
 * Spec 2 Trip adjustment: a debit or a credit of a trip, with its GST, for a reason from the
 * list. A credit gives back at most what the trip is charged now.
 */
export const adjustTrip = (trx: Transaction<Database>, actor: Actor, body: TripAdjustment) =>
  writeLedger(trx, {
    customerId: body.customerId,
    actor,
    action: 'tripAdjustment.add',
    lines: async (trx) => {
      await finishedTripOf(trx, body.customerId, body.tripId);
      const line = adjustment(toCents(body.amount), body.direction);
      if (body.direction === 'credit') {
        const charged = await tripLinesSum(trx, body.tripId, ['trip', 'tripModification', 'tripAdjustment']);
        if (-(line.amount + line.tax) > toCents(charged.amount) + toCents(charged.tax)) {
          throw new HttpError(400, 'billing.modals.creditExceedsTrip', 'More than the trip is charged', {
            amount: 'billing.modals.creditExceedsTrip',
          });
        }
      }
      return [
        {
          kind: 'tripAdjustment',
          ...line,
          tripId: body.tripId,
          reason: body.reason,
          note: body.note ?? null,
          details: { direction: body.direction },
        },
      ];
    },
  });
