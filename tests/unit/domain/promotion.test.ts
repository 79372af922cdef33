import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  earliestToday,
  effectiveStatus,
  isStartNotPast,
  regionTodays,
  promotionCreate,
  promotionFields,
  promotionUpdate,
} from '../../../src/domain/promotions/promotion.ts';
import { messageOf } from '../../../src/domain/validation.ts';

const valid = {
  status: 'ACTIVE',
  promoCode: 'SPRING26',
  subChannel: 'Digital',
  regions: ['Vancouver'],
  type: 'Join code',
  startDate: '2030-04-01',
};

/** The message key a field's rule gives `value`, or undefined when it passes. */
const keyOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : messageOf(result.error.issues[0]!).message;
};

describe('spec 5 "Promotion form" and spec 9 "Promotion limits"', () => {
  it('requires status, code, channel, regions, type and start date', () => {
    expect(promotionCreate.safeParse(valid).success).toBe(true);
    for (const field of ['status', 'promoCode', 'subChannel', 'regions', 'type', 'startDate']) {
      const { [field]: _left, ...rest } = valid as Record<string, unknown>;
      const result = promotionCreate.safeParse(rest);
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
    expect(keyOf(promotionCreate, { ...valid, regions: [] })).toBe('promotions.errors.regionsRequired');
  });

  it('takes a code under 45 characters, letters and digits only', () => {
    expect(keyOf(promotionFields.promoCode, 'A'.repeat(44))).toBeUndefined();
    expect(keyOf(promotionFields.promoCode, 'A'.repeat(45))).toBe('validation.maxLength');
    expect(keyOf(promotionFields.promoCode, 'SPRING 26')).toBe('promotions.errors.codeCharacters');
    expect(keyOf(promotionFields.promoCode, 'SPRING-26')).toBe('promotions.errors.codeCharacters');
    expect(keyOf(promotionFields.promoCode, '')).toBe('validation.required');
  });

  it('takes a description under 256 characters', () => {
    expect(keyOf(promotionFields.description, 'd'.repeat(255))).toBeUndefined();
    expect(keyOf(promotionFields.description, 'd'.repeat(256))).toBe('validation.maxLength');
  });

  it.each([
    ['numberOfUses', 1, 999, 'validation.invalid'],
    ['regDiscount', 0, 99, 'validation.invalid'],
    ['freeMinutes', 1, 9999, 'validation.wholeMinutes'],
    ['daysValid', 1, 365, 'validation.wholeDays'],
  ] as const)(
    'takes %s from %i to %i, whole numbers (a fraction: %s), optional',
    (field, min, max, fraction) => {
      const schema = promotionFields[field];
      expect(keyOf(schema, min)).toBeUndefined();
      expect(keyOf(schema, max)).toBeUndefined();
      expect(keyOf(schema, String(max))).toBeUndefined();
      expect(keyOf(schema, min - 1)).toBe('validation.range');
      expect(keyOf(schema, max + 1)).toBe('validation.range');
      expect(keyOf(schema, min + 0.5)).toBe(fraction);
      expect(keyOf(schema, undefined)).toBeUndefined();
    },
  );

  it('refuses an expiry before the start, on the expiry field; the same day is fine', () => {
    const before = promotionCreate.safeParse({ ...valid, expiryDate: '2030-03-31' });
    expect(before.error?.issues[0]).toMatchObject({ path: ['expiryDate'], message: 'validation.dateRange' });
    expect(promotionCreate.safeParse({ ...valid, expiryDate: '2030-04-01' }).success).toBe(true);
  });

  it('takes days only: no date-times, no 31 April', () => {
    expect(keyOf(promotionFields.startDate, '2030-04-31')).toBe('validation.invalid');
    expect(keyOf(promotionFields.startDate, '2030-04-01T00:00:00Z')).toBe('validation.invalid');
  });

  it('names regions on add and gives their ids on update (spec 7)', () => {
    expect(promotionUpdate.safeParse({ ...valid, regions: [1, 3] }).success).toBe(true);
    expect(promotionUpdate.safeParse(valid).success).toBe(false);
    expect(promotionCreate.safeParse({ ...valid, regions: [1] }).success).toBe(false);
  });
});

describe('spec 5 "Start date cannot be in the past", in the westernmost of the regions', () => {
  // 03:30 UTC on 2 April: already the 2nd in Toronto, still the 1st in Vancouver.
  const now = new Date('2030-04-02T03:30:00Z');

  it('reads today as the earliest local date among the zones', () => {
    expect(earliestToday(['America/Toronto'], now)).toBe('2030-04-01');
    expect(earliestToday(['America/Toronto'], new Date('2030-04-02T04:30:00Z'))).toBe('2030-04-02');
    expect(earliestToday(['America/Toronto', 'America/Vancouver'], new Date('2030-04-02T04:30:00Z'))).toBe(
      '2030-04-01',
    );
  });

  it('accepts today and refuses yesterday of that zone', () => {
    expect(isStartNotPast('2030-04-01', [])).toBe(true);
    const late = new Date('2030-04-02T05:00:00Z');
    expect(isStartNotPast('2030-04-02', regionTodays(['America/Toronto'], late))).toBe(true);
    expect(isStartNotPast('2030-04-01', regionTodays(['America/Toronto'], late))).toBe(false);
    expect(isStartNotPast('2030-04-01', regionTodays(['America/Toronto', 'America/Vancouver'], late))).toBe(
      true,
    );
    expect(isStartNotPast('2030-03-31', regionTodays(['America/Toronto', 'America/Vancouver'], late))).toBe(
      false,
    );
  });
});

describe('spec 4 "Promotion status": an ACTIVE promotion past its expiry reads EXPIRED', () => {
  it('expires the day after its expiry date, and only ACTIVE ones', () => {
    expect(effectiveStatus('ACTIVE', '2030-04-01', '2030-04-01')).toBe('ACTIVE');
    expect(effectiveStatus('ACTIVE', '2030-04-01', '2030-04-02')).toBe('EXPIRED');
    expect(effectiveStatus('ACTIVE', null, '2099-01-01')).toBe('ACTIVE');
    expect(effectiveStatus('INACTIVE', '2030-04-01', '2030-04-02')).toBe('INACTIVE');
  });
});
