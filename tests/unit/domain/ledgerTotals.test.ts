import { describe, expect, it } from 'vitest';
import { ledgerTotals, monthAccount } from '../../../src/domain/billing/ledgerTotals.ts';

describe('what a member owes (spec 3, Billing statement; spec 7 /customers-billing/balances)', () => {
  it('counts a payment line as a payment, any other line as a charge or a credit by its sign', () => {
    expect(
      ledgerTotals([
        { kind: 'trip', total: 2415 },
        { kind: 'accountFee', total: 1575 },
        { kind: 'feeReversal', total: -525 },
        { kind: 'tripAdjustment', total: 315 },
        { kind: 'fuelReimbursement', total: -2100 },
        { kind: 'payment', total: -2415 },
        // A payment line is a payment even when it adds (a charge-back of one).
        { kind: 'payment', total: 100 },
      ]),
    ).toEqual({ balance: -635, charges: 4305, credits: -2625, payments: -2315 });
    expect(ledgerTotals([])).toEqual({ balance: 0, charges: 0, credits: 0, payments: 0 });
  });

  it('opens the month with every earlier line and closes it with the month’s', () => {
    const before = [
      { kind: 'trip' as const, total: 60000 },
      { kind: 'payment' as const, total: -10000 },
    ];
    const month = [
      { kind: 'tripFee' as const, total: 2100 },
      { kind: 'feeReversal' as const, total: -1050 },
      { kind: 'payment' as const, total: -5000 },
    ];
    expect(monthAccount(before, month)).toEqual({
      opening: 50000,
      month: { balance: -3950, charges: 2100, credits: -1050, payments: -5000 },
      closing: 46050,
      amountDue: 46050,
    });
    // Paid more than owed: the member holds a credit, and nothing is due.
    expect(monthAccount([{ kind: 'trip', total: 1000 }], [{ kind: 'payment', total: -1500 }])).toMatchObject({
      closing: -500,
      amountDue: 0,
    });
  });
});
