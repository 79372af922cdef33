import type { Kysely } from 'kysely';
import type { TripBill } from '../../../src/domain/billing/tripBill.ts';
import { sumCents, toCents, toDecimal } from '../../../src/domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { tripLine } from '../paymentLines.ts';
import { linesWithReversible } from './ledgerLines.ts';
import { toLedgerLine } from './ledgerRows.ts';

/**
 * Spec 7 /bill/{id}: the trip as billed, its later lines (the lines naming the trip other than
 * its charge, and the reversals of its fees) and its total with them; undefined when no trip has
 * that id.
 */
export async function tripBill(db: Kysely<Database>, tripId: string): Promise<TripBill | undefined> {
  const [trip, owner, later] = await Promise.all([
    tripLine(db, tripId),
    db.selectFrom('trips').select('customer_id').where('id', '=', tripId).executeTakeFirst(),
    linesWithReversible(db)
      .where((eb) =>
        eb.or([
          eb.and([eb('ledger_lines.trip_id', '=', tripId), eb('ledger_lines.kind', '<>', 'trip')]),
          eb(
            'ledger_lines.reverses_id',
            'in',
            eb.selectFrom('ledger_lines as fee').select('fee.id').where('fee.trip_id', '=', tripId),
          ),
        ]),
      )
      .orderBy('ledger_lines.posted_at')
      .orderBy('ledger_lines.id')
      .execute(),
  ]);
  if (!trip || !owner) return undefined;
  const laterLines = later.map(toLedgerLine);
  const billedTotal =
    trip.total === null
      ? null
      : Number(toDecimal(sumCents([toCents(trip.total), ...laterLines.map((line) => toCents(line.total))])));
  return { ...trip, customerId: Number(owner.customer_id), laterLines, billedTotal };
}
