import { describe, expect, it } from 'vitest';
import {
  adjustment,
  feeCharge,
  feeReversal,
  fuelReimbursement,
  type LineAmounts,
} from '../../../src/domain/billing/lineAmounts.ts';
import { toCents } from '../../../src/domain/money.ts';
import { taxOf } from '../../../src/domain/pricing/gst.ts';

const total = (line: LineAmounts) => line.amount + line.tax;

describe('feeCharge: a fee with its GST (spec 3 Billing fee, spec 9 GST 0.05)', () => {
  it('spec 9 GST 0.05: charges the net and 5 % of it, rounded half up at the half cent', () => {
    expect(feeCharge(toCents('25.00'))).toEqual({ amount: 2500, tax: 125 });
    expect(feeCharge(toCents('0.10'))).toEqual({ amount: 10, tax: 1 }); // 0.005 -> 0.01
    expect(feeCharge(toCents('0.30'))).toEqual({ amount: 30, tax: 2 }); // 0.015 -> 0.02
    expect(feeCharge(toCents('0.29'))).toEqual({ amount: 29, tax: 1 }); // 0.0145 -> 0.01
    expect(feeCharge(toCents('19.99'))).toEqual({ amount: 1999, tax: 100 }); // 0.9995 -> 1.00
  });
});

describe('adjustment: a staff debit or credit of a trip (spec 2 Modals, Trip adjustment)', () => {
  it('spec 9 GST 0.05: taxes a debit half up and a credit half away from zero', () => {
    expect(adjustment(10, 'debit')).toEqual({ amount: 10, tax: 1 });
    expect(adjustment(10, 'credit')).toEqual({ amount: -10, tax: -1 });
    expect(adjustment(1250, 'credit')).toEqual({ amount: -1250, tax: -63 }); // 0.625 -> 0.63
  });

  it('makes a debit and an equal credit cancel to the cent, whatever the amount', () => {
    for (let net = 1; net <= 5000; net++) {
      const debit = adjustment(net, 'debit');
      const credit = adjustment(net, 'credit');
      expect(debit.amount + credit.amount).toBe(0);
      expect(debit.tax + credit.tax).toBe(0);
    }
  });
});

describe('feeReversal: a fee taken back, whole or in part (spec 2 Modals, Fee reversal)', () => {
  it('gives back exactly the net and the tax of the fee when the whole total is reversed', () => {
    for (const net of [1, 10, 30, 999, 1500, 2500, 50_000]) {
      const fee = feeCharge(net);
      const back = feeReversal(fee, total(fee));
      expect([back.amount + fee.amount, back.tax + fee.tax]).toEqual([0, 0]);
    }
  });

  it('splits a part into net and GST to the cent, the two adding up to the part', () => {
    const fee = feeCharge(toCents('50.00')); // 50.00 + 2.50
    expect(feeReversal(fee, toCents('21.00'))).toEqual({ amount: -2000, tax: -100 });
    // 10.00 of 52.50: a net of 9.5238... -> 9.52, the GST the rest.
    expect(feeReversal(fee, toCents('10.00'))).toEqual({ amount: -952, tax: -48 });
    for (let part = 1; part < total(fee); part += 7) {
      const back = feeReversal(fee, part);
      expect(-total(back)).toBe(part);
      expect(Math.abs(-back.tax - (part * fee.tax) / total(fee))).toBeLessThanOrEqual(1);
    }
  });

  it('never gives back more net or more tax than the fee, however many parts, and the last empties it', () => {
    const fee = feeCharge(toCents('10.00')); // 10.00 + 0.50
    const earlier: LineAmounts[] = [];
    // A cent at a time: each cent alone would round to a cent of net and none of tax.
    while (total(fee) + earlier.reduce((sum, line) => sum + total(line), 0) > 0) {
      const back = feeReversal(fee, 1, earlier);
      expect(back.amount).toBeLessThanOrEqual(0);
      expect(back.tax).toBeLessThanOrEqual(0);
      earlier.push(back);
    }
    expect(earlier).toHaveLength(1050);
    expect(earlier.reduce((sum, line) => sum + line.amount, 0)).toBe(-fee.amount);
    expect(earlier.reduce((sum, line) => sum + line.tax, 0)).toBe(-fee.tax);

    // In thirds: each third alone would split 333 + 17; the last one takes what is left.
    const first = feeReversal(fee, 350);
    const second = feeReversal(fee, 350, [first]);
    const last = feeReversal(fee, 350, [first, second]);
    expect([first, second, last]).toEqual([
      { amount: -333, tax: -17 },
      { amount: -333, tax: -17 },
      { amount: -334, tax: -16 },
    ]);
  });

  it('refuses nothing, more than is left, and a fraction of a cent', () => {
    const fee = feeCharge(toCents('25.00'));
    expect(() => feeReversal(fee, 0)).toThrow(RangeError);
    expect(() => feeReversal(fee, -100)).toThrow(RangeError);
    expect(() => feeReversal(fee, total(fee) + 1)).toThrow(RangeError);
    expect(() => feeReversal(fee, 0.5)).toThrow(RangeError);
    const half = feeReversal(fee, 1000);
    expect(() => feeReversal(fee, total(fee) - 999, [half])).toThrow(RangeError);
    expect(feeReversal(fee, total(fee) - 1000, [half])).toEqual({
      amount: -(fee.amount + half.amount),
      tax: -(fee.tax + half.tax),
    });
  });
});

describe('fuelReimbursement: a receipt given back whole (spec 2 Modals, Fuel reimbursement)', () => {
  it('spec 9 GST 0.05: splits the receipt into net and the GST it held, total / 1.05 to the cent', () => {
    expect(fuelReimbursement(toCents('52.50'))).toEqual({ amount: -5000, tax: -250 });
    expect(fuelReimbursement(toCents('60.00'))).toEqual({ amount: -5714, tax: -286 }); // 57.142857...
    expect(fuelReimbursement(1)).toEqual({ amount: -1, tax: 0 });
  });

  it('gives back exactly the receipt, its GST within a cent of 5 % of the net', () => {
    for (let receipt = 1; receipt <= 20_000; receipt++) {
      const back = fuelReimbursement(receipt);
      expect(-total(back)).toBe(receipt);
      expect(Math.abs(back.tax - taxOf(back.amount))).toBeLessThanOrEqual(1);
    }
  });
});
