import { describe, expect, it } from 'vitest';
import {
  adjustment,
  feeCharge,
  feeReversal,
  fuelReimbursement,
} from '../../../src/domain/billing/lineAmounts.ts';
import {
  feeReversalAdd,
  fuelReimbursementAdd,
  specialFeeAdd,
  tripAdjustmentAdd,
} from '../../../src/domain/billing/modalRequests.ts';
import { moneyInput } from '../../../src/domain/billing/inputFields.ts';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success
    ? undefined
    : { field: result.error!.issues[0].path.join('.'), message: result.error!.issues[0].message };

describe('spec 2 Modals: the amounts of the lines the billing modals post', () => {
  it('spec 9 GST 0.05: a fee is charged with its GST, rounded half up at the half cent', () => {
    expect(feeCharge(1500)).toEqual({ amount: 1500, tax: 75 });
    expect(feeCharge(1010)).toEqual({ amount: 1010, tax: 51 }); // 50.5 cents
    expect(feeCharge(1009)).toEqual({ amount: 1009, tax: 50 }); // 50.45 cents
  });

  it('spec 2 Trip adjustment: a credit mirrors the debit of the same amount to the cent', () => {
    expect(adjustment(1010, 'debit')).toEqual({ amount: 1010, tax: 51 });
    expect(adjustment(1010, 'credit')).toEqual({ amount: -1010, tax: -51 });
  });

  it('spec 2 Fee reversal: parts scaled within what is left give back exactly the fee', () => {
    const fee = feeCharge(1500); // 15.75 in all
    const first = feeReversal(fee, 1000);
    expect(first).toEqual({ amount: -952, tax: -48 });
    const left = { amount: fee.amount + first.amount, tax: fee.tax + first.tax };
    const rest = feeReversal(left, 575);
    expect(rest).toEqual({ amount: -548, tax: -27 });
    expect(first.amount + rest.amount).toBe(-fee.amount);
    expect(first.tax + rest.tax).toBe(-fee.tax);
  });

  it('spec 2 Fuel reimbursement: the receipt given back whole, its GST apart (total / 1.05)', () => {
    expect(fuelReimbursement(5250)).toEqual({ amount: -5000, tax: -250 });
    const odd = fuelReimbursement(1001);
    expect(odd.amount + odd.tax).toBe(-1001);
  });
});

describe('spec 2 Modals: the request schemas shared by the dialogs and the routes', () => {
  it('spec 5: money is positive, with at most two decimals, below a sane maximum', () => {
    expect(moneyInput.safeParse(0.1).success).toBe(true);
    expect(moneyInput.safeParse(19.99).success).toBe(true);
    expect(firstIssue(moneyInput.safeParse(0))?.message).toBe('validation.minValue');
    expect(firstIssue(moneyInput.safeParse(-5))?.message).toBe('validation.minValue');
    expect(firstIssue(moneyInput.safeParse(1.005))?.message).toBe('billing.modals.decimals');
    expect(firstIssue(moneyInput.safeParse(1e-7))?.message).toBe('validation.minValue');
    expect(firstIssue(moneyInput.safeParse(5000.01))?.message).toBe('validation.maxValue');
    expect(firstIssue(moneyInput.safeParse(null))?.message).toBe('validation.required');
    expect(firstIssue(moneyInput.safeParse('12'))?.message).toBe('validation.invalid');
  });

  it('spec 7 Special fee add: a member, a fee code, a trip only for a trip fee; ids as numbers or digits', () => {
    expect(specialFeeAdd.parse({ customerId: '12', feeCode: 'cleaning', tripId: 7 })).toEqual({
      customerId: 12,
      feeCode: 'cleaning',
      tripId: 7,
    });
    expect(firstIssue(specialFeeAdd.safeParse({ customerId: 12, feeCode: ' ' }))).toEqual({
      field: 'feeCode',
      message: 'validation.required',
    });
    expect(firstIssue(specialFeeAdd.safeParse({ customerId: '0x1f', feeCode: 'x' }))?.field).toBe(
      'customerId',
    );
  });

  it('spec 2 Fee reversal: a reason from the list', () => {
    const body = { customerId: 1, lineId: 2, amount: 5 };
    expect(feeReversalAdd.safeParse({ ...body, reason: 'goodwill' }).success).toBe(true);
    expect(firstIssue(feeReversalAdd.safeParse({ ...body, reason: 'because' }))).toEqual({
      field: 'reason',
      message: 'validation.invalid',
    });
  });

  it('spec 2 Trip modification and adjustment: one path, told apart by kind', () => {
    const trip = { customerId: 1, tripId: 2 };
    expect(tripAdjustmentAdd.safeParse({ kind: 'modification', ...trip, distanceKm: 0 }).success).toBe(true);
    expect(firstIssue(tripAdjustmentAdd.safeParse({ kind: 'modification', ...trip }))).toEqual({
      field: 'durationMinutes',
      message: 'billing.modals.modificationEmpty',
    });
    expect(
      firstIssue(tripAdjustmentAdd.safeParse({ kind: 'modification', ...trip, durationMinutes: 12.5 })),
    ).toEqual({ field: 'durationMinutes', message: 'validation.wholeMinutes' });
    // No trip picked (a blank becomes null before sending, spec 5) says what to do, on both kinds.
    for (const kind of ['modification', 'adjustment'])
      expect(
        firstIssue(tripAdjustmentAdd.safeParse({ kind, customerId: 1, tripId: null, durationMinutes: 5 })),
      ).toEqual({ field: 'tripId', message: 'billing.modals.chooseTrip' });
    const adjustmentBody = {
      kind: 'adjustment',
      ...trip,
      direction: 'credit',
      amount: 5,
      reason: 'goodwill',
    };
    expect(tripAdjustmentAdd.safeParse(adjustmentBody).success).toBe(true);
    expect(firstIssue(tripAdjustmentAdd.safeParse({ ...adjustmentBody, direction: 'sideways' }))?.field).toBe(
      'direction',
    );
  });

  it('spec 2 Fuel reimbursement: a receipt day that exists and is not after today', () => {
    const body = { customerId: 1, receiptTotal: 52.5, litres: 31.415 };
    expect(fuelReimbursementAdd.safeParse({ ...body, receiptDate: '2025-03-01' }).success).toBe(true);
    expect(firstIssue(fuelReimbursementAdd.safeParse({ ...body, receiptDate: '2025-02-30' }))).toEqual({
      field: 'receiptDate',
      message: 'validation.invalid',
    });
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    expect(firstIssue(fuelReimbursementAdd.safeParse({ ...body, receiptDate: nextYear }))?.message).toBe(
      'billing.modals.receiptInFuture',
    );
    expect(
      firstIssue(fuelReimbursementAdd.safeParse({ ...body, receiptDate: '2025-03-01', litres: 1.0005 }))
        ?.field,
    ).toBe('litres');
  });
});
