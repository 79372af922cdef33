import type { Transaction } from 'kysely';
import { fuelReimbursement } from '../../../src/domain/billing/lineAmounts.ts';
import type { FuelReimbursementAdd } from '../../../src/domain/billing/modalRequests.ts';
import { isFutureDay, todayIn } from '../../../src/domain/customers/alertExpiry.ts';
import { toCents } from '../../../src/domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import type { Actor } from '../audit.ts';
import { memberZoneOf } from '../customers/alerts.ts';
import { writeLedger } from './ledgerWrite.ts';

const refuseDate = (key: string, detail: string) => new HttpError(400, key, detail, { receiptDate: key });

/**
 * Spec 2 Fuel reimbursement: the member's fuel receipt given back whole as a credit, its GST
 * apart. The receipt's day is read where the member lives: not after today there, and not
 * before the day they joined.
 */
export const reimburseFuel = (trx: Transaction<Database>, actor: Actor, body: FuelReimbursementAdd) =>
  writeLedger(trx, {
    customerId: body.customerId,
    actor,
    action: 'fuelReimbursement.add',
    lines: async (trx) => {
      const zone = (await memberZoneOf(trx, String(body.customerId)))!; // writeLedger found the member
      const { created_at } = await trx
        .selectFrom('customers')
        .select('created_at')
        .where('id', '=', String(body.customerId))
        .executeTakeFirstOrThrow();
      if (isFutureDay(body.receiptDate, zone)) {
        throw refuseDate('billing.modals.receiptInFuture', 'The receipt is dated after today');
      }
      if (body.receiptDate < todayIn(zone, new Date(created_at))) {
        throw refuseDate('billing.modals.receiptBeforeJoining', 'The receipt is older than the membership');
      }
      return [
        {
          kind: 'fuelReimbursement',
          ...fuelReimbursement(toCents(body.receiptTotal)),
          note: body.note ?? null,
          details: { receiptTotal: body.receiptTotal, litres: body.litres, receiptDate: body.receiptDate },
        },
      ];
    },
  });
