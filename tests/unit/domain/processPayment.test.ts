import { describe, expect, it } from 'vitest';
import { isCardExpired } from '../../../src/domain/calendarRules.ts';
import { processPaymentRequest } from '../../../src/domain/payments/processPayment.ts';
import { settle } from '../../../src/domain/payments/settlement.ts';

const KEY = '0b6f3c1e-8a4d-4c2f-9e7a-1d2c3b4a5f60';

describe('process payment', () => {
  it('spec 3 Payment, spec 8: a card is good through the end of its expiry month, and declined after', () => {
    const lastDayOfMarch = new Date(2026, 2, 31, 23, 59);
    expect(isCardExpired('03/26', lastDayOfMarch)).toBe(false);
    expect(isCardExpired('03/26', new Date(2026, 3, 1))).toBe(true);
    expect(isCardExpired('12/25', new Date(2026, 0, 1))).toBe(true);
    expect(isCardExpired('01/27', new Date(2026, 11, 31))).toBe(false);
  });

  it('spec 8: a card with no readable expiry cannot be charged', () => {
    expect(isCardExpired(null, new Date(2026, 0, 1))).toBe(true);
    expect(isCardExpired('13/26', new Date(2026, 0, 1))).toBe(true);
  });

  it('spec 3 Payment lines: the oldest charge is settled first, the last one reached in part', () => {
    const charges = [
      { id: '1', open: 1050 },
      { id: '2', open: 2100 },
      { id: '3', open: 500 },
    ];
    expect(settle(charges, 2000)).toEqual([
      { id: '1', amount: 1050 },
      { id: '2', amount: 950 },
    ]);
    expect(settle(charges, 3650)).toEqual([
      { id: '1', amount: 1050 },
      { id: '2', amount: 2100 },
      { id: '3', amount: 500 },
    ]);
    expect(settle([], 100)).toEqual([]);
  });

  it('spec 9 money: an amount is in dollars to the cent, positive; left out it is the whole balance', () => {
    const parse = (body: object) =>
      processPaymentRequest.safeParse({ customerId: '7', idempotencyKey: KEY, ...body });
    expect(parse({}).data).toEqual({ customerId: '7', idempotencyKey: KEY });
    expect(parse({ amount: 19.99 }).success).toBe(true);
    expect(parse({ amount: 0.07 }).success).toBe(true);
    for (const amount of [0, -1, 1.005, 100_000_000]) expect(parse({ amount }).success).toBe(false);
  });

  it('pressing twice pays once: the key is a UUID, as the client makes one per attempt', () => {
    const parse = (idempotencyKey: string) =>
      processPaymentRequest.safeParse({ customerId: '7', idempotencyKey });
    expect(parse(crypto.randomUUID()).success).toBe(true);
    expect(parse('twice').error?.issues[0]?.message).toBe('validation.invalid');
    expect(parse(`${KEY}\u0000`).error?.issues[0]?.message).toBe('validation.characters');
  });
});
