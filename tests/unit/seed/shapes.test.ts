import { describe, expect, it } from 'vitest';
import {
  hasValidLuhn,
  hasValidVinCheckDigit,
  isBoxId,
  isCanadianPostalCode,
  isIccid,
  isImsi,
  isMsisdn,
  isNorthAmericanPhone,
  isPlate,
  isPromoCode,
  isVin,
  luhnCheckDigit,
  vinCheckDigit,
} from '../../../server/seed/shapes.ts';

describe('seed shapes', () => {
  it('accepts 17-character VINs of digits, capitals and underscore only', () => {
    expect(isVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isVin('1M8GDM9AXKP04278')).toBe(false);
    expect(isVin('1m8GDM9AXKP042788')).toBe(false);
    expect(isVin('1M8GDM9AXKP04278_')).toBe(true);
  });

  it('computes the North American VIN check digit', () => {
    // The textbook example: its check digit (position 9) is X.
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(hasValidVinCheckDigit('1M8GDM9AXKP042788')).toBe(true);
    expect(hasValidVinCheckDigit('1M8GDM9A1KP042788')).toBe(false);
  });

  it('accepts the plate shapes of the add-car form', () => {
    for (const plate of ['123 ABC', 'ABC 123', 'AB1 23C']) expect(isPlate(plate)).toBe(true);
    for (const plate of ['ABC123', '12 ABC', 'abc 123', 'ABCD 123', 'A1B 2C3'])
      expect(isPlate(plate)).toBe(false);
  });

  it('checks box ids, ICCID, IMSI and MSISDN lengths', () => {
    expect(isBoxId('CBX123456789012')).toBe(true);
    expect(isBoxId('CBX12345678901')).toBe(false);
    expect(isIccid('8930272012345678901')).toBe(true);
    expect(isIccid('893027201234567890')).toBe(false);
    expect(isImsi('302720123456789')).toBe(true);
    expect(isImsi('3027201234567890')).toBe(false);
    expect(isMsisdn('16045551234')).toBe(true);
    expect(isMsisdn('')).toBe(false);
  });

  it('computes Luhn check digits', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(hasValidLuhn('79927398713')).toBe(true);
    expect(hasValidLuhn('79927398710')).toBe(false);
  });

  it('accepts Canadian postal codes, by province when asked', () => {
    expect(isCanadianPostalCode('V6B 1A1')).toBe(true);
    expect(isCanadianPostalCode('H2J3K4', 'QC')).toBe(true);
    expect(isCanadianPostalCode('M5V 2T6', 'ON')).toBe(true);
    expect(isCanadianPostalCode('M5V 2T6', 'BC')).toBe(false);
    expect(isCanadianPostalCode('W1A 1A1')).toBe(false);
    expect(isCanadianPostalCode('V6B 1D1')).toBe(false);
  });

  it('accepts 10-digit North American numbers only', () => {
    expect(isNorthAmericanPhone('6045551234')).toBe(true);
    expect(isNorthAmericanPhone('6041551234')).toBe(false);
    expect(isNorthAmericanPhone('1045551234')).toBe(false);
    expect(isNorthAmericanPhone('4114561234')).toBe(false);
    expect(isNorthAmericanPhone('604555123')).toBe(false);
  });

  it('accepts promo codes under 45 alphanumeric characters', () => {
    expect(isPromoCode('WELCOME30')).toBe(true);
    expect(isPromoCode('WELCOME 30')).toBe(false);
    expect(isPromoCode('A'.repeat(45))).toBe(false);
  });
});
