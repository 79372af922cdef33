import { describe, expect, it } from 'vitest';
import { ADD_CAR_MESSAGES, addCarSchema } from '../../../src/domain/cars/addCar.ts';
import { PLATE_MESSAGES } from '../../../src/domain/cars/plate.ts';
import { MESSAGES } from '../../../src/domain/validation.ts';

const car = {
  fleetId: '1',
  plateNumber: 'abc123',
  vinNumber: 'JTDBCMFE5NJ012345',
  telemeterModel: 'INVERS CloudBoxx',
  telemeterId: 'CBX000000000001',
  carMake: 'Toyota',
  carModel: 'Corolla Hybrid',
  carrier: 'Rogers',
  msisdn: '14165550100',
  imsi: '302720123456789',
  iccid: '89302720123456789012',
};

/** The message the named field fails with, or null when the whole car passes. */
const problem = (field: keyof typeof car, value: unknown) => {
  const parsed = addCarSchema.safeParse({ ...car, [field]: value });
  if (parsed.success) return null;
  return parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
};

describe('spec 5, Add car form', () => {
  it('takes a complete car and formats its plate', () => {
    expect(addCarSchema.parse(car).plateNumber).toBe('ABC 123');
  });

  it('VIN: exactly 17 characters, else "should be 17 chars"', () => {
    expect(problem('vinNumber', 'A'.repeat(16))).toBe(ADD_CAR_MESSAGES.vinLength);
    expect(problem('vinNumber', 'A'.repeat(17))).toBeNull();
    expect(problem('vinNumber', 'A'.repeat(18))).toBe(ADD_CAR_MESSAGES.vinLength);
    expect(problem('vinNumber', '')).toBe(MESSAGES.required);
  });

  it('VIN: only digits, capital letters and underscore (the spec rule, so I, O and Q pass)', () => {
    expect(problem('vinNumber', '0123456789_IOQXYZ')).toBeNull();
    expect(problem('vinNumber', 'jtdbcmfe5nj012345')).toBe(ADD_CAR_MESSAGES.vinInvalid);
    for (const odd of ['-', ' ', 'É', '.'])
      expect(problem('vinNumber', `JTDBCMFE${odd}5NJ01234`)).toBe(ADD_CAR_MESSAGES.vinInvalid);
  });

  it('box id: exactly 15 characters; box model required', () => {
    expect(problem('telemeterId', 'CBX00000000001')).toBe(MESSAGES.length);
    expect(problem('telemeterId', 'CBX0000000000001')).toBe(MESSAGES.length);
    expect(problem('telemeterModel', '')).toBe(MESSAGES.required);
  });

  it('plate goes through the shared plate rule', () => {
    expect(problem('plateNumber', 'ABCD 12')).toBe(PLATE_MESSAGES.invalid);
  });

  it('fleet, carrier, make and model are required', () => {
    for (const field of ['fleetId', 'carrier', 'carMake', 'carModel'] as const)
      expect(problem(field, ' ')).toBe(MESSAGES.required);
  });

  it('ICCID: 19 or 20 digits', () => {
    expect(problem('iccid', '8'.repeat(18))).toBe(ADD_CAR_MESSAGES.iccid);
    expect(problem('iccid', '8'.repeat(19))).toBeNull();
    expect(problem('iccid', '8'.repeat(20))).toBeNull();
    expect(problem('iccid', '8'.repeat(21))).toBe(ADD_CAR_MESSAGES.iccid);
    expect(problem('iccid', `${'8'.repeat(18)}A`)).toBe(ADD_CAR_MESSAGES.iccid);
  });

  it('IMSI: up to 15 digits', () => {
    expect(problem('imsi', '3'.repeat(15))).toBeNull();
    expect(problem('imsi', '3'.repeat(16))).toBe(ADD_CAR_MESSAGES.imsi);
    expect(problem('imsi', '')).toBe(MESSAGES.required);
  });

  it('MSISDN: 1 to 15 digits', () => {
    expect(problem('msisdn', '')).toBe(MESSAGES.required);
    expect(problem('msisdn', '1')).toBeNull();
    expect(problem('msisdn', '1'.repeat(15))).toBeNull();
    expect(problem('msisdn', '1'.repeat(16))).toBe(ADD_CAR_MESSAGES.msisdn);
  });
});
