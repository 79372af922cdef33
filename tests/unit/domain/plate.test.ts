import { describe, expect, it } from 'vitest';
import { formatPlate, PLATE_MESSAGES, plateSchema } from '../../../src/domain/cars/plate.ts';
import { MESSAGES } from '../../../src/domain/validation.ts';

const problem = (typed: unknown) => {
  const parsed = plateSchema.safeParse(typed);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('spec 5, Add car form: the plate', () => {
  it('is upper-cased with the space put after the third character', () => {
    expect(formatPlate('abc123')).toBe('ABC 123');
    expect(formatPlate(' 12 3a bc ')).toBe('123 ABC');
    expect(formatPlate('ab123c')).toBe('AB1 23C');
    expect(formatPlate('ab')).toBe('AB');
  });

  it('takes the three shapes, in either order for digits and letters', () => {
    expect(plateSchema.parse('123 abc')).toBe('123 ABC');
    expect(plateSchema.parse('ABC123')).toBe('ABC 123');
    expect(plateSchema.parse('ab1 23c')).toBe('AB1 23C');
  });

  it('refuses any other shape, length or character', () => {
    for (const typed of [
      '12A BCD',
      'ABCD 12',
      'AB 1234',
      '123 AB',
      '123 ABCD',
      'A1B 2C3',
      'ÉBC 123',
      '123-ABC',
    ])
      expect(problem(typed), typed).toBe(PLATE_MESSAGES.invalid);
  });

  it('is required', () => {
    expect(problem('')).toBe(MESSAGES.required);
    expect(problem('   ')).toBe(MESSAGES.required);
    expect(problem(undefined)).toBe(MESSAGES.required);
  });
});
