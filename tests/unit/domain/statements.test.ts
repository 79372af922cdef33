import { describe, expect, it } from 'vitest';
import { genMonthlyStatementQuery, statementFileName } from '../../../src/domain/billing/statements.ts';
import { formatMonth } from '../../../src/domain/formats.ts';

describe('spec 3 Billing statement: a month, in English or French', () => {
  it('takes a calendar month written YYYY-MM and a language of the app', () => {
    const valid = { customerId: '12', month: '2026-10', lang: 'fr' };
    expect(genMonthlyStatementQuery.parse(valid)).toEqual(valid);
    for (const month of ['2026-13', '2026-00', '2026-1', '26-10', '2026-10-01', '1899-12']) {
      const issues = genMonthlyStatementQuery.safeParse({ ...valid, month }).error?.issues;
      expect(
        issues?.map((issue) => issue.message),
        month,
      ).toEqual(['validation.month']);
    }
    const language = genMonthlyStatementQuery.safeParse({ ...valid, lang: 'de' }).error?.issues;
    expect(language?.map((issue) => issue.message)).toEqual(['validation.language']);
  });

  it('names the file by month and language (spec 3 Billing statement)', () => {
    expect(statementFileName('2026-10', 'fr')).toBe('statement-2026-10-fr.pdf');
  });

  it('writes the month for the reader, whatever their zone', () => {
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatMonth('2026-01', 'fr')).toBe('janvier 2026');
  });
});
