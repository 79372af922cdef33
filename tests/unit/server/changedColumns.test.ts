import { describe, expect, it } from 'vitest';
import { changedColumns } from '../../../server/repositories/audit.ts';

describe('changedColumns (docs/architecture.md, Writes: the audit entry holds what changed)', () => {
  it('keeps only the columns whose value differs, before and after', () => {
    expect(
      changedColumns({ first_name: 'Ann', last_name: 'Lee' }, { first_name: 'Ann', last_name: 'Leigh' }),
    ).toEqual({
      before: { last_name: 'Lee' },
      after: { last_name: 'Leigh' },
      changed: true,
    });
  });

  it('skips columns left out; reads numeric text, timestamps and null as what they mean', () => {
    const row = { balance: '12.50', approved_at: new Date('2026-01-02T03:04:05Z'), note: null, name: 'x' };
    const same = { balance: 12.5, approved_at: '2026-01-02T03:04:05.000Z', note: undefined, name: 'x' };
    expect(changedColumns(row, same)).toEqual({ before: {}, after: {}, changed: false });
    expect(changedColumns(row, { note: 'hello', approved_at: null })).toEqual({
      before: { note: null, approved_at: '2026-01-02T03:04:05.000Z' },
      after: { note: 'hello', approved_at: null },
      changed: true,
    });
  });
});
