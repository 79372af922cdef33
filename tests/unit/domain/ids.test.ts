import { describe, expect, it } from 'vitest';
import { bigserialId, BIGINT_ID_MAX, INT_ID_MAX, isIdText, serialId } from '../../../src/domain/ids.ts';
import { seesStaffEmail } from '../../../src/domain/staffs/staff.ts';

describe('strict ids', () => {
  it('accepts digits within the column range only', () => {
    expect(isIdText('1', INT_ID_MAX)).toBe(true);
    expect(isIdText('2147483647', INT_ID_MAX)).toBe(true);
    expect(isIdText('2147483648', INT_ID_MAX)).toBe(false);
    expect(isIdText('9223372036854775807', BIGINT_ID_MAX)).toBe(true);
    expect(isIdText('9223372036854775808', BIGINT_ID_MAX)).toBe(false);
    expect(isIdText('99999999999999999999', BIGINT_ID_MAX)).toBe(false);
  });

  it.each(['0x1f', '1e3', ' 12', '12 ', '-1', '+1', '0', '', '1.0', '١٢'])('refuses %j', (text) => {
    expect(serialId().safeParse(text).success).toBe(false);
    expect(bigserialId().safeParse(text).success).toBe(false);
  });

  it('reads a serial id as a number and keeps a bigserial id as its digits', () => {
    expect(serialId().parse('31')).toBe(31);
    expect(bigserialId().parse('9007199254740993')).toBe('9007199254740993');
  });

  it('fails with the message key the field shows', () => {
    const result = serialId('validation.ticketId').safeParse('1e3');
    expect(result.error?.issues[0].message).toBe('validation.ticketId');
  });
});

describe('staff e-mail addresses go to the roles that manage staff', () => {
  it.each([
    [['SYSADM'], true],
    [['MGMT'], true],
    [['MSA'], false],
    [['SUPPORT'], false],
    [['SVC', 'MGMT'], true],
    [[], false],
  ])('%j sees e-mail: %s', (roles, sees) => {
    expect(seesStaffEmail(roles)).toBe(sees);
  });
});
