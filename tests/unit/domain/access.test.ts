import { describe, expect, it } from 'vitest';
import { accessOf, allows } from '../../../src/domain/access.ts';

describe('spec 6 (issue 6 point 10): a route names exactly one access', () => {
  it('reads each marker', () => {
    expect(accessOf({ entity: 'customers' })).toEqual({ kind: 'entity', entities: ['customers'] });
    expect(accessOf({ entity: ['tickets', 'staffs'] })).toEqual({
      kind: 'entity',
      entities: ['tickets', 'staffs'],
    });
    expect(accessOf({ signedIn: true })).toEqual({ kind: 'signedIn' });
    expect(accessOf({ public: true })).toEqual({ kind: 'public' });
  });

  it('names the fault of none, several or an unknown entity', () => {
    expect(accessOf(undefined)).toEqual({ fault: 'none' });
    expect(accessOf({ signedIn: false })).toEqual({ fault: 'none' });
    expect(accessOf({ entity: 'cars', signedIn: true })).toEqual({
      fault: 'several',
      markers: ['entity', 'signedIn'],
    });
    expect(accessOf({ entity: [] })).toEqual({ fault: 'unknownEntity', entities: [] });
    expect(accessOf({ entity: ['cars', 'car' as 'cars'] })).toEqual({
      fault: 'unknownEntity',
      entities: ['car'],
    });
  });

  it('an entity route follows the role table; signedIn and public take any role', () => {
    const staffs = { kind: 'entity', entities: ['tickets', 'staffs'] } as const;
    expect(allows(staffs, ['SUPPORT'])).toBe(true);
    expect(allows(staffs, ['DRIVE'])).toBe(false);
    expect(allows({ kind: 'signedIn' }, ['DRIVE'])).toBe(true);
    expect(allows({ kind: 'public' }, [])).toBe(true);
  });
});
