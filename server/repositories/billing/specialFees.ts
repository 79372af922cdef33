import type { Transaction } from 'kysely';
import { FEE_KINDS } from '../../../src/domain/billing/ledger.ts';
import { feeCharge, feeReversal } from '../../../src/domain/billing/lineAmounts.ts';
import {
  BILLING_MESSAGES,
  type FeeReversalAdd,
  type SpecialFeeAdd,
} from '../../../src/domain/billing/modalRequests.ts';
import { toCents } from '../../../src/domain/money.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import type { Actor } from '../audit.ts';
import { feesLeft } from './ledgerRows.ts';
import { writeLedger } from './ledgerWrite.ts';
import { finishedTripOf } from './memberTrips.ts';

/**
 * Spec 2 Account fee and Trip fee: a fee of the catalogue charged with its GST, to the member
 * (an account fee) or to one of their finished trips (a trip fee, which must name the trip).
 */
export const addSpecialFee = (trx: Transaction<Database>, actor: Actor, body: SpecialFeeAdd) =>
  writeLedger(trx, {
    customerId: body.customerId,
    actor,
    action: 'specialFee.add',
    lines: async (trx) => {
      const fee = await trx
        .selectFrom('product_fees')
        .selectAll()
        .where('code', '=', body.feeCode)
        .executeTakeFirst();
      if (!fee) {
        throw new HttpError(400, 'billing.modals.unknownFee', `No fee has code ${body.feeCode}`, {
          feeCode: 'billing.modals.unknownFee',
        });
      }
      if (fee.type === 'trip' && body.tripId === undefined) {
        throw new HttpError(400, 'billing.modals.tripFeeNeedsTrip', 'A trip fee names its trip', {
          tripId: BILLING_MESSAGES.chooseTrip,
        });
      }
      if (fee.type === 'account' && body.tripId !== undefined) {
        throw new HttpError(400, 'billing.modals.accountFeeWithTrip', 'An account fee names no trip', {
          tripId: 'billing.modals.accountFeeWithTrip',
        });
      }
      if (body.tripId !== undefined) await finishedTripOf(trx, body.customerId, body.tripId);
      return [
        {
          kind: fee.type === 'trip' ? 'tripFee' : 'accountFee',
          ...feeCharge(toCents(fee.net_amount)),
          feeCode: fee.code,
          tripId: body.tripId ?? null,
          note: body.note ?? null,
        },
      ];
    },
  });

/**
 * Spec 2 Fee reversal: a credit of part or all of what is left of one of the member's fees.
 * The fee line is locked first, so two reversals of one fee take turns and the second sees
 * the first: together they never exceed the fee, and a fee reversed whole is refused (409).
 */
export const reverseFee = (trx: Transaction<Database>, actor: Actor, body: FeeReversalAdd) =>
  writeLedger(trx, {
    customerId: body.customerId,
    actor,
    action: 'feeReversal.add',
    lines: async (trx) => {
      const fee = await trx
        .selectFrom('ledger_lines')
        .select(['id', 'amount', 'tax', 'fee_code'])
        .where('id', '=', String(body.lineId))
        .where('customer_id', '=', String(body.customerId))
        .where('kind', 'in', FEE_KINDS)
        .forUpdate()
        .executeTakeFirst();
      if (!fee) {
        throw new HttpError(
          404,
          'billing.modals.feeNotFound',
          `Member ${body.customerId} has no fee ${body.lineId}`,
        );
      }
      const left = (await feesLeft(trx, [fee])).get(String(fee.id))!;
      const leftTotal = left.amount + left.tax;
      if (leftTotal <= 0) {
        throw new HttpError(
          409,
          'billing.modals.feeAlreadyReversed',
          `Fee ${body.lineId} is already reversed whole`,
        );
      }
      const part = toCents(body.amount);
      if (part > leftTotal) {
        throw new HttpError(400, 'billing.modals.reversalExceedsFee', 'More than what is left of the fee', {
          amount: 'billing.modals.reversalExceedsFee',
        });
      }
      return [
        {
          kind: 'feeReversal',
          // Scaled within what is left, so the last part gives back exactly the fee's remaining net and tax.
          ...feeReversal(left, part),
          reversesId: fee.id,
          // The fee it gives back, so the line reads as that fee's reversal wherever it is listed.
          feeCode: fee.fee_code,
          reason: body.reason,
          note: body.note ?? null,
        },
      ];
    },
  });
