import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exportReaderQuery, isTimeZone } from '../../../src/domain/exportQuery.ts';
import { formatDate } from '../../../src/domain/formats.ts';
import { categoryLabels, ticketValueText } from '../../../src/domain/tickets/ticketRowText.ts';

const query = z.object(exportReaderQuery);
const fields = (input: Record<string, string>) =>
  query.safeParse(input).error?.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);

describe('who reads an export: a language and a time zone', () => {
  it('knows IANA zones and refuses names it cannot read times in', () => {
    expect(isTimeZone('America/Vancouver')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('takes the app’s languages and a zone, each refused with its own message key', () => {
    expect(query.parse({ lang: 'fr', tz: 'America/Toronto' })).toEqual({ lang: 'fr', tz: 'America/Toronto' });
    expect(query.parse({})).toEqual({});
    expect(fields({ lang: 'de' })).toEqual(['lang: validation.language']);
    expect(fields({ tz: 'Nowhere/City' })).toEqual(['tz: validation.timeZone']);
    expect(fields({ tz: `America/${'x'.repeat(80)}` })).toEqual(
      expect.arrayContaining(['tz: validation.timeZone']),
    );
  });

  it('reads an instant’s day in the reader’s zone, a calendar day wherever the reader is', () => {
    expect(formatDate('2024-03-01T04:30:00Z', 'en', { zone: 'America/Vancouver' })).toBe('Feb 29, 2024');
    expect(formatDate('2024-03-01T04:30:00Z', 'fr', { zone: 'UTC' })).toBe('1 mars 2024');
    expect(formatDate('2024-03-01', 'en', { zone: 'America/Vancouver' })).toBe('Mar 1, 2024');
  });

  it('writes a ticket’s categories and values in words, an unknown category as its number', () => {
    const translate = (key: string) => `«${key}»`;
    expect(categoryLabels({ categories: [3, 999] }, translate)).toMatch(
      /^«ticketCategories\.labels\.\w+», 999$/,
    );
    expect(ticketValueText('status', 'Closed', translate)).toBe('«ticketSearch.status.Closed»');
    expect(ticketValueText('source', null, translate)).toBe('');
  });
});
