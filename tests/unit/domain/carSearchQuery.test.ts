import { describe, expect, it } from 'vitest';
import {
  carSearchQuery,
  classifyCarSearchText,
  isPlatePrefix,
  VIN_ENDING_MIN,
  vinSearchOf,
} from '../../../src/domain/cars/carSearchQuery.ts';
import { SEARCHED_CAR_STATUSES } from '../../../src/domain/cars/carStatus.ts';

describe('spec 4 Infleeting flow: car search leaves out the cars being added', () => {
  it('offers every status but INFLEETING', () => {
    expect(SEARCHED_CAR_STATUSES).toEqual(['AVAILABLE', 'IN_TRIP', 'OUT_OF_SERVICE', 'TOTAL_LOSS']);
  });

  it('refuses INFLEETING as a status filter', () => {
    expect(carSearchQuery.safeParse({ status: 'INFLEETING' }).success).toBe(false);
    expect(carSearchQuery.parse({ status: 'OUT_OF_SERVICE' }).status).toBe('OUT_OF_SERVICE');
  });
});

describe('spec 3 Car search: a VIN search is the whole VIN, its start, or its end', () => {
  it('takes 17 characters as that VIN alone', () => {
    expect(vinSearchOf('jtdbcmfe0nj000001')).toEqual({
      field: 'vin',
      value: 'JTDBCMFE0NJ000001',
      exact: true,
    });
  });

  it(`matches the start or the end from ${VIN_ENDING_MIN} to 16 characters, the start alone below`, () => {
    expect(vinSearchOf('00 0001')).toEqual({ field: 'vin', value: '000001', ending: true });
    expect(vinSearchOf('jtdb')).toEqual({ field: 'vin', value: 'JTDB', ending: true });
    expect(vinSearchOf('jtd')).toEqual({ field: 'vin', value: 'JTD' });
  });

  it('reads free text as a plate prefix when it looks like one, else as a VIN search', () => {
    expect(classifyCarSearchText('abc 1')).toEqual({ field: 'licencePlate', value: 'ABC1' });
    expect(classifyCarSearchText(' 000001 ')).toEqual({ field: 'vin', value: '000001', ending: true });
    expect(classifyCarSearchText('JTDBCMFE0NJ000001')).toMatchObject({ exact: true });
  });

  it('says what a partial VIN search takes, not 17 characters', () => {
    expect(carSearchQuery.safeParse({ vin: 'AB!' }).error?.issues[0]?.message).toBe('validation.vinSearch');
    expect(carSearchQuery.parse({ vin: '0001' }).vin).toBe('0001');
  });
});

describe('spec 9, searching a plate: the start of either of its words', () => {
  it('takes the start of a first word, on into the second ("151", "151W", "151 WFC")', () => {
    for (const typed of ['151', '151w', '151 WFC', 'ab1', 'AB1 2', 'w'])
      expect(isPlatePrefix(typed), typed).toBe(true);
  });

  it('takes the start of a second word alone ("WFC", "23C")', () => {
    for (const typed of ['WFC', 'wf', '23c', '23']) expect(isPlatePrefix(typed), typed).toBe(true);
    expect(classifyCarSearchText('wfc')).toEqual({ field: 'licencePlate', value: 'WFC' });
    expect(classifyCarSearchText('23C')).toEqual({ field: 'licencePlate', value: '23C' });
  });

  it('leaves a text no plate word starts with to the VIN search', () => {
    for (const typed of ['WF1C', '1234', 'A1B', '23CD', 'JTDB'])
      expect(isPlatePrefix(typed), typed).toBe(false);
    expect(classifyCarSearchText('23CD')).toMatchObject({ field: 'vin' });
  });
});
