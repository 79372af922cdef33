import { describe, expect, it } from 'vitest';
import { accountSummaryFields, accountSummaryUpdate } from '../../../src/domain/customers/accountSummary.ts';
import {
  accountSummaryChanges,
  closeBlocked,
  summaryAction,
} from '../../../src/domain/customers/accountSummaryRules.ts';
import { alertAdd } from '../../../src/domain/customers/alert.ts';

const NOW = new Date('2026-11-23T12:00:00Z');
const current = {
  accountStatus: 'ACTIVE',
  accountSuspendStatus: 'UNSUSPENDED',
  dlRecordStatus: 'PENDING',
  outstandingBalance: 0,
  rfidNumber: null,
  rfidStatus: null,
} as const;

describe('spec 4 Account status: closing is blocked while a balance is outstanding', () => {
  it('refuses CLOSED with a balance, with the reason as a message key', () => {
    expect(closeBlocked(0.01)).toBe(true);
    expect(closeBlocked(0)).toBe(false);
    expect(
      accountSummaryChanges({ ...current, outstandingBalance: 42.1 }, { accountStatus: 'CLOSED' }, NOW),
    ).toMatchObject({
      messageKey: 'accountSummary.closeBlocked',
      statusCode: 409,
    });
  });

  it('closes without a balance, and reopens whatever the balance', () => {
    expect(accountSummaryChanges(current, { accountStatus: 'CLOSED' }, NOW)).toEqual({
      accountStatus: 'CLOSED',
    });
    expect(
      accountSummaryChanges(
        { ...current, accountStatus: 'CLOSED', outstandingBalance: 5 },
        { accountStatus: 'ACTIVE' },
        NOW,
      ),
    ).toEqual({ accountStatus: 'ACTIVE' });
  });
});

describe('spec 4 Suspension status and Driver record status', () => {
  it('changes the suspension status; an unchanged value writes nothing', () => {
    expect(accountSummaryChanges(current, { accountSuspendStatus: 'SUSPENDED-OSB' }, NOW)).toEqual({
      accountSuspendStatus: 'SUSPENDED-OSB',
    });
    expect(
      accountSummaryChanges(current, { accountSuspendStatus: 'UNSUSPENDED', accountStatus: 'ACTIVE' }, NOW),
    ).toEqual({});
  });

  it('sets the approval date when approved, and clears it when no longer approved', () => {
    expect(accountSummaryChanges(current, { dlRecordStatus: 'APPROVED' }, NOW)).toEqual({
      dlRecordStatus: 'APPROVED',
      dlApprovedDateTime: NOW,
    });
    expect(
      accountSummaryChanges({ ...current, dlRecordStatus: 'APPROVED' }, { dlRecordStatus: 'DECLINED' }, NOW),
    ).toEqual({
      dlRecordStatus: 'DECLINED',
      dlApprovedDateTime: null,
    });
  });
});

describe('spec 4 RFID: assign, remove, activate, deactivate', () => {
  const holding = { ...current, rfidNumber: '0012345678', rfidStatus: 'ACTIVE' } as const;

  it('a newly assigned RFID stays INACTIVE, whatever status was asked', () => {
    expect(accountSummaryChanges(current, { rfidNumber: '0099999999', rfidStatus: 'ACTIVE' }, NOW)).toEqual({
      rfidNumber: '0099999999',
      rfidStatus: 'INACTIVE',
    });
  });

  it('removing clears the status; activating or deactivating needs an RFID', () => {
    expect(accountSummaryChanges(holding, { rfidNumber: null }, NOW)).toEqual({
      rfidNumber: null,
      rfidStatus: null,
    });
    expect(accountSummaryChanges(holding, { rfidStatus: 'INACTIVE' }, NOW)).toEqual({
      rfidStatus: 'INACTIVE',
    });
    expect(accountSummaryChanges(current, { rfidStatus: 'ACTIVE' }, NOW)).toMatchObject({
      messageKey: 'accountSummary.noRfid',
      statusCode: 409,
    });
  });

  it('names the audit action after the spec 2 modal that made an RFID-only change', () => {
    expect(summaryAction({ rfidNumber: '0099999999', rfidStatus: 'INACTIVE' })).toBe('rfid.assign');
    expect(summaryAction({ rfidNumber: null, rfidStatus: null })).toBe('rfid.remove');
    expect(summaryAction({ rfidStatus: 'ACTIVE' })).toBe('rfid.activate');
    expect(summaryAction({ rfidStatus: 'INACTIVE' })).toBe('rfid.deactivate');
    expect(summaryAction({ accountStatus: 'CLOSED', rfidStatus: 'ACTIVE' })).toBe('accountSummary');
  });

  it('RFID numbers are digits, 8 to 20 of them, leading zeros kept', () => {
    expect(accountSummaryFields.rfidNumber.safeParse(' 0012345678 ')).toEqual({
      success: true,
      data: '0012345678',
    });
    expect(accountSummaryFields.rfidNumber.safeParse('1234567').success).toBe(false);
    expect(accountSummaryFields.rfidNumber.safeParse('12345678ab').success).toBe(false);
    expect(accountSummaryUpdate.safeParse({ rfidNumber: null }).success).toBe(true);
    expect(accountSummaryUpdate.safeParse({ outstandingBalance: 0 }).success).toBe(false);
  });
});

describe('spec 5 Alert: message required with a maximum length (500), expiry a calendar day', () => {
  it('refuses a blank or over-long message and a day that does not exist', () => {
    expect(alertAdd.safeParse({ message: 'Watch', expiryDate: '2027-01-31' }).success).toBe(true);
    expect(alertAdd.safeParse({ message: '  ', expiryDate: '2027-01-31' }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
    expect(
      alertAdd.safeParse({ message: 'x'.repeat(501), expiryDate: '2027-01-31' }).error?.issues[0]?.message,
    ).toBe('validation.maxLength');
    expect(alertAdd.safeParse({ message: 'x', expiryDate: '2027-02-29' }).error?.issues[0]?.message).toBe(
      'validation.invalid',
    );
    expect(alertAdd.safeParse({ message: 'x' }).error?.issues[0]?.message).toBe('validation.required');
  });
});
