import { describe, expect, it } from 'vitest';
import { ADD_CAR_MESSAGES, addCar } from '../../../src/domain/cars/addCar.ts';
import { PLATE_MESSAGES } from '../../../src/domain/cars/plate.ts';
import { MESSAGES } from '../../../src/domain/validation.ts';

const valid = {
  fleetId: 1,
  plateNumber: 'abc123',
  vinNumber: '1HGCM82633A00435_',
  telemeterModel: 'CalAmp LMU-4230',
  telemeterId: '423000000000042',
  carMake: 'Toyota',
  carModel: 'Prius',
  modelYear: 2021,
  carrier: 'Rogers',
  msisdn: '16045550101',
  imsi: '302720123456789',
  iccid: '8930272012345678901',
};

/** The message of the first problem with `field`, or null when the car is accepted. */
const problem = (field: keyof typeof valid, value: unknown) => {
  const parsed = addCar.safeParse({ ...valid, [field]: value });
  return parsed.success
    ? null
    : (parsed.error.issues.find((issue) => issue.path[0] === field)?.message ?? null);
};

describe('spec 5, Add car form', () => {
  it('accepts a car that keeps every rule, its plate formatted', () => {
    expect(addCar.parse(valid).plateNumber).toBe('ABC 123');
  });

  it('VIN: exactly 17 characters, else "should be 17 chars"', () => {
    expect(problem('vinNumber', '1HGCM82633A00435')).toBe(ADD_CAR_MESSAGES.vinLength);
    expect(problem('vinNumber', '1HGCM82633A004351')).toBeNull();
    expect(problem('vinNumber', '1HGCM82633A0043511')).toBe(ADD_CAR_MESSAGES.vinLength);
    expect(problem('vinNumber', '')).toBe(MESSAGES.required);
  });

  it("VIN: digits, capitals and underscore only (the spec's rule, so I, O and Q pass)", () => {
    expect(problem('vinNumber', '1hgcm82633a004351')).toBe(ADD_CAR_MESSAGES.vinInvalid);
    expect(problem('vinNumber', '1HGCM82633A00435-')).toBe(ADD_CAR_MESSAGES.vinInvalid);
    expect(problem('vinNumber', '1HGCM82633A00435 ')).toBe(ADD_CAR_MESSAGES.vinLength);
    expect(problem('vinNumber', '1HGCM82633A00435É')).toBe(ADD_CAR_MESSAGES.vinInvalid);
    expect(problem('vinNumber', 'IOQ_IOQ_IOQ_IOQ_0')).toBeNull();
  });

  it('box id: exactly 15 characters', () => {
    expect(problem('telemeterId', '42300000000004')).toBe(MESSAGES.length);
    expect(problem('telemeterId', '423000000000042')).toBeNull();
    expect(problem('telemeterId', '4230000000000421')).toBe(MESSAGES.length);
  });

  it('plate: one of the three shapes', () => {
    expect(problem('plateNumber', 'ab123c')).toBeNull();
    expect(problem('plateNumber', 'ABCD12')).toBe(PLATE_MESSAGES.invalid);
  });

  it('ICCID 19 or 20 digits, IMSI up to 15, MSISDN 1 to 15', () => {
    expect(problem('iccid', '893027201234567890')).toBe(ADD_CAR_MESSAGES.iccid);
    expect(problem('iccid', '8930272012345678901')).toBeNull();
    expect(problem('iccid', '89302720123456789012')).toBeNull();
    expect(problem('iccid', '893027201234567890123')).toBe(ADD_CAR_MESSAGES.iccid);
    expect(problem('imsi', '302720123456789')).toBeNull();
    expect(problem('imsi', '3027201234567890')).toBe(ADD_CAR_MESSAGES.imsi);
    expect(problem('imsi', '30272012345678A')).toBe(ADD_CAR_MESSAGES.imsi);
    expect(problem('msisdn', '')).toBe(MESSAGES.required);
    expect(problem('msisdn', '1')).toBeNull();
    expect(problem('msisdn', '123456789012345')).toBeNull();
    expect(problem('msisdn', '1234567890123456')).toBe(ADD_CAR_MESSAGES.msisdn);
  });

  it('fleet, box model, carrier, make, model and year are required', () => {
    for (const field of ['fleetId', 'telemeterModel', 'carrier', 'carMake', 'carModel', 'modelYear'] as const)
      expect(problem(field, ''), field).not.toBeNull();
  });

  it('box model, carrier, make, model and year come from the form fields, as the selects offer them', () => {
    expect(problem('telemeterModel', 'CalAmp LMU-2630')).toBe(MESSAGES.invalid);
    expect(problem('carrier', 'Vodafone')).toBe(MESSAGES.invalid);
    expect(problem('carMake', 'Tesla')).toBe(MESSAGES.invalid);
    expect(problem('carModel', 'Corolla Hybrid')).toBeNull();
    expect(problem('carModel', 'Model 3')).toBe(MESSAGES.invalid);
    expect(problem('modelYear', 2018)).toBe(MESSAGES.invalid);
  });
});
