import { describe, expect, it } from 'vitest';
import { promotionsApplier } from '../../../server/imports/appliers/promotions.ts';
import { checkRows } from '../../../server/imports/checkRows.ts';
import { ROW_SCHEMAS } from '../../../server/imports/rowSchemas.ts';
import { detailsCsv } from '../../../server/imports/detailsFile.ts';
import { templateCsv } from '../../../server/imports/templateCsv.ts';
import { INTERRUPTED_AFTER_MS } from '../../../src/domain/imports/importValues.ts';
import { importStatusOf } from '../../../src/domain/imports/massImport.ts';
import { IMPORT_TEMPLATES } from '../../../src/domain/imports/templates.ts';
import { regionNameKey } from '../../../src/domain/regionList.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const row = (cells: Record<string, string>) => ({
  reference: 'R-1',
  promoCode: 'SPRING',
  status: 'ACTIVE',
  type: 'Non-join code',
  subChannel: 'Digital',
  regions: 'Montreal; Toronto',
  numberOfUses: '10',
  startDate: '2030-01-01',
  ...cells,
});

describe('spec 4 Import status', () => {
  it('an In Progress import reads Interrupted once its heartbeat is older than 60 s, never before', () => {
    expect(importStatusOf('inProgress', ago(INTERRUPTED_AFTER_MS), NOW)).toBe('inProgress');
    expect(importStatusOf('inProgress', ago(INTERRUPTED_AFTER_MS + 1), NOW)).toBe('interrupted');
    expect(importStatusOf('completed', ago(10 * INTERRUPTED_AFTER_MS), NOW)).toBe('completed');
  });
});

describe('the rows of an import file', () => {
  it("are checked with the form's schema: numbers and lists from their cells, the reference left out", () => {
    const { valid, problems } = checkRows(promotionsApplier, [row({})]);
    expect(problems).toEqual([]);
    expect(valid[0]).toMatchObject({
      row: 1,
      reference: 'R-1',
      input: { promoCode: 'SPRING', numberOfUses: 10, regions: ['Montreal', 'Toronto'] },
    });
    expect(valid[0]!.input).not.toHaveProperty('reference');
  });

  it('need a reference, named once in the file, and report each refused field with its message key', () => {
    const { valid, problems } = checkRows(promotionsApplier, [
      row({ reference: '' }),
      row({ reference: 'R-2', promoCode: 'A1' }),
      row({ reference: 'R-2', promoCode: 'A2' }),
      row({ reference: 'R-3', promoCode: 'NOT OK', numberOfUses: '1000' }),
    ]);
    expect(valid.map(({ reference }) => reference)).toEqual(['R-2']);
    expect(problems).toEqual([
      { row: 1, field: 'reference', message: 'validation.required' },
      { row: 3, reference: 'R-2', field: 'reference', message: 'imports.duplicate' },
      { row: 4, reference: 'R-3', field: 'promoCode', message: 'promotions.errors.codeCharacters' },
      {
        row: 4,
        reference: 'R-3',
        field: 'numberOfUses',
        message: 'validation.range',
        args: { min: 1, max: 999 },
      },
    ]);
  });
});

describe('spec 3 Mass import log entry: the details download, and the templates', () => {
  it('the details file is English, starts with a byte-order mark and quotes a cell a spreadsheet would run', () => {
    const csv = detailsCsv([
      {
        row: 4,
        reference: '=cmd|calc',
        field: 'numberOfUses',
        message: 'validation.range',
        args: { min: 1, max: 999 },
      },
    ]);
    expect(csv).toBe(
      "\uFEFFRow,Reference,Field,Message\r\n4,'=cmd|calc,numberOfUses,Must be between 1 and 999\r\n",
    );
  });

  it("each template is its type's columns, reference first, and one example row the form accepts", () => {
    for (const template of Object.values(IMPORT_TEMPLATES)) {
      const [header, example] = templateCsv(template).slice(1).trim().split('\r\n');
      expect(header!.split(',')[0]).toBe('reference');
      expect(header!.split(',')).toEqual([...template.columns]);
      expect(example!.split(',')).toHaveLength(template.columns.length);
    }
    for (const [type, schema] of Object.entries(ROW_SCHEMAS)) {
      const parsed = schema.safeParse(IMPORT_TEMPLATES[type as keyof typeof ROW_SCHEMAS].example);
      expect(parsed.error?.issues ?? [], type).toEqual([]);
    }
    expect(ROW_SCHEMAS.addFreeMinutes.parse(IMPORT_TEMPLATES.addFreeMinutes.example)).toMatchObject({
      customerNumber: '11234567',
      freeMin: 30,
      regions: ['Montreal', 'Toronto'],
    });
  });
});

describe('spec 7 Files and imports: an Add Free Minutes row as staff have it', () => {
  const row = (cells: Record<string, string>) =>
    ROW_SCHEMAS.addFreeMinutes.safeParse({
      reference: 'R-1',
      reason: 'Other',
      freeMin: '10',
      expiry: 'none',
      ...cells,
    });

  it('spec 7: names its member by customer number or id, and its regions by name (any case or accents) or id', () => {
    expect(row({ customerNumber: '11234567', regions: 'Montréal;2' }).data).toMatchObject({
      customerNumber: '11234567',
      regions: ['Montréal', 2],
    });
    expect(row({ customerId: '7', regions: '2' }).data).toMatchObject({ customerId: '7', regions: [2] });
    expect(regionNameKey(' MONTRÉAL ')).toBe(regionNameKey('Montreal'));
  });

  it('spec 7: needs a customer number or id, and names each region once', () => {
    expect(row({ customerNumber: '', customerId: '', regions: '2' }).error?.issues).toMatchObject([
      { path: ['customerNumber'], message: 'imports.rows.customerRequired' },
    ]);
    expect(row({ customerId: '7', regions: 'Montreal;montréal' }).error?.issues).toMatchObject([
      { path: ['regions'], message: 'validation.invalid' },
    ]);
  });
});
