import { describe, expect, it } from 'vitest';
import {
  isVinStart,
  otherProvider,
  providerFailureQuery,
  standingOnSwitch,
  switchRefusal,
} from '../../../src/domain/fleet/wakeupProvider.ts';

describe('spec 3 Wakeup provider and spec 9 wakeup providers', () => {
  it('switches between JASPER and TWILIO only: the one in use is refused', () => {
    expect(otherProvider('JASPER')).toBe('TWILIO');
    expect(otherProvider('TWILIO')).toBe('JASPER');
    expect(switchRefusal('JASPER', 'TWILIO')).toBeUndefined();
    expect(switchRefusal('TWILIO', 'TWILIO')).toBe('wakeupProviders.sameProvider');
  });

  it("spec 3 switch provider: a provider switched back to keeps its outage until the vendor's end", () => {
    const now = new Date('2026-03-01T08:00:00Z');
    const outage = { status: 'OUTAGE', endTime: '2026-03-01T17:00:00.000Z' } as const;
    expect(standingOnSwitch(outage, now)).toEqual(outage);
    expect(standingOnSwitch({ status: 'DEGRADED', endTime: null }, now)).toEqual({
      status: 'DEGRADED',
      endTime: null,
    });
    const active = { status: 'ACTIVE', endTime: null };
    expect(standingOnSwitch(outage, new Date('2026-03-01T17:00:00Z'))).toEqual(active);
    expect(standingOnSwitch(undefined, now)).toEqual(active);
  });

  it('filters failures by the start of a VIN: 1 to 17 digits, capitals and underscores', () => {
    expect(isVinStart('1HGCM')).toBe(true);
    expect(isVinStart('A'.repeat(17))).toBe(true);
    expect(isVinStart('A'.repeat(18))).toBe(false);
    expect(isVinStart('1hgcm')).toBe(false);
    expect(isVinStart('AB%')).toBe(false);
    expect(isVinStart('')).toBe(false);
  });

  it('takes a day range whose end may equal its start but not come before it', () => {
    expect(providerFailureQuery.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
    const backwards = providerFailureQuery.safeParse({ from: '2026-03-02', to: '2026-03-01' });
    expect(backwards.error?.issues[0]).toMatchObject({ path: ['to'], message: 'validation.dateRange' });
    expect(providerFailureQuery.parse({ vin: '', fleet: '' })).toMatchObject({ page: 1, count: 25 });
  });
});
