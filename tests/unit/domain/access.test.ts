import { describe, expect, it } from 'vitest';
import { mayOpen } from '../../../src/authProvider/mayOpen.ts';
import { accessOf, allows, mayUse, mayUseList } from '../../../src/domain/access.ts';

describe('spec 6: a route names exactly one access', () => {
  it('reads each marker', () => {
    expect(accessOf({ entity: 'customers' })).toEqual({ kind: 'entity', entities: ['customers'] });
    expect(accessOf({ entity: ['tickets', 'staffs'] })).toEqual({
      kind: 'entity',
      entities: ['tickets', 'staffs'],
    });
    expect(accessOf({ signedIn: true })).toEqual({ kind: 'signedIn' });
    expect(accessOf({ listed: true })).toEqual({ kind: 'listed' });
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

describe('spec 6: a list’s own settings are for the lists the role opens', () => {
  it('answers by the area of the list named, and opens no name that is not an entity', () => {
    expect(mayUseList(['SUPPORT'], 'tickets')).toBe(true);
    expect(mayUseList(['SUPPORT'], 'customers')).toBe(false);
    expect(mayUseList(['SUPPORT', 'MSA'], 'customers')).toBe(true);
    expect(mayUseList(['SYSADM'], 'nowhere')).toBe(false);
    expect(mayUseList(['SYSADM'], undefined)).toBe(false);
    expect(mayUseList(['SYSADM'], ['customers'])).toBe(false);
    expect(mayUseList(['SYSADM'], 'constructor')).toBe(false);
  });
});

describe('spec 6: mayUse, the one check of a role against an entity', () => {
  it("opens an entity when any of the roles opens the entity's area", () => {
    expect(mayUse(['SUPPORT'], 'tickets')).toBe(true);
    expect(mayUse(['SUPPORT'], 'customers')).toBe(false);
    expect(mayUse(['SUPPORT', 'MSA'], 'customers')).toBe(true);
    // Car detail is its own area: SUPPORT opens neither, SVC both.
    expect(mayUse(['SUPPORT'], 'carDetails')).toBe(false);
    expect(mayUse(['SVC'], 'carDetails')).toBe(true);
    expect(mayUse(['FLEET'], 'infleet')).toBe(true);
    expect(mayUse(['BI'], 'infleet')).toBe(false);
    expect(mayUse(['MGMT'], 'rolesPermissions')).toBe(true);
  });

  it('opens nothing to DRIVE, no role or an unknown name', () => {
    expect(mayUse(['DRIVE'], 'tickets')).toBe(false);
    expect(mayUse([], 'tickets')).toBe(false);
    expect(mayUse(['sysadm', 'ROOT'], 'tickets')).toBe(false);
    expect(mayUse(['constructor', '__proto__', 'toString'], 'tickets')).toBe(false);
  });

  it("answers react-admin's canAccess by resource name: the dashboard to all, unknown names to none", () => {
    expect(mayOpen(['DRIVE'], 'dashboard')).toBe(true);
    expect(mayOpen(['SUPPORT'], 'tickets')).toBe(true);
    expect(mayOpen(['SUPPORT'], 'staffs')).toBe(false);
    expect(mayOpen(['SYSADM'], 'somethingNew')).toBe(false);
  });
});
