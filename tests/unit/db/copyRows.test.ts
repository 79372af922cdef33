import { describe, expect, it } from 'vitest';
import { copySql, csvChunks, csvField } from '../../../server/db/copyRows.ts';

describe('bulk load CSV (COPY ... FORMAT csv)', () => {
  it('writes null as an empty unquoted field and an empty string quoted, so COPY tells them apart', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('""');
  });

  it('writes numbers and booleans bare, text quoted, and doubles quotes inside text', () => {
    expect(csvField(42)).toBe('42');
    expect(csvField(false)).toBe('false');
    expect(csvField('Tremblay, Marie')).toBe('"Tremblay, Marie"');
    expect(csvField('the "Plateau"')).toBe('"the ""Plateau"""');
  });

  it('keeps identifiers that look numeric as text, digit for digit', () => {
    expect(csvField('89302720123456789012')).toBe('"89302720123456789012"');
  });

  it('writes dates as ISO instants and objects as JSON', () => {
    expect(csvField(new Date('2026-01-02T03:04:05Z'))).toBe('"2026-01-02T03:04:05.000Z"');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('splits rows into chunks of whole lines', () => {
    const chunks = [
      ...csvChunks(
        [
          [1, 'a'],
          [2, null],
          [3, 'c'],
        ],
        2,
      ),
    ];
    expect(chunks).toEqual(['1,"a"\n2,\n', '3,"c"\n']);
  });

  it('quotes table and column names in the COPY statement', () => {
    expect(copySql('customers', ['id', 'last_name'], "'/dev/blob'")).toBe(
      `COPY "customers" ("id", "last_name") FROM '/dev/blob' WITH (FORMAT csv)`,
    );
  });
});
