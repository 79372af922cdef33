import type { Kysely } from 'kysely';
import Papa from 'papaparse';
import type { RowProblem } from '../../src/domain/imports/massImport.ts';
import { inertCsvCell } from '../http/csvCell.ts';
import type { Database } from '../db/schema.ts';
import type { FileStorage } from '../files/storage.ts';
import { csvReader } from '../http/csvReader.ts';
import type { Actor } from '../repositories/audit.ts';
import { storeUpload } from '../repositories/files.ts';

const HEADER = [
  'imports.details.row',
  'imports.details.reference',
  'imports.details.field',
  'imports.details.message',
];

/**
 * The details file of an import (spec 3, "details download"): each failed row and why, in
 * English, as a CSV with a byte-order mark whose every cell is inert (csvCell.ts: a reference
 * or message a spreadsheet would run as a formula is quoted).
 */
export const detailsCsv = (problems: readonly RowProblem[]): string => {
  const { translate } = csvReader({ lang: 'en' });
  const cells = [
    HEADER.map((key) => translate(key)),
    ...problems.map(({ row, reference, field, message, args }) => [
      row,
      reference ?? '',
      field,
      translate(message, { _: message, ...args }),
    ]),
  ];
  return `\uFEFF${Papa.unparse(cells.map((line) => line.map(inertCsvCell)))}\r\n`;
};

/**
 * Keeps the details file as an upload is kept, in the import area; its location goes on the log
 * entry. It is the product's own file, not an upload: however many rows were refused, it is kept
 * whole (migration 155), so the details are always downloadable.
 */
export const storeDetails = async (
  db: Kysely<Database>,
  storage: FileStorage,
  { fileName, actor }: { fileName: string; actor: Actor },
  problems: readonly RowProblem[],
): Promise<string> => {
  const saved = await storeUpload(db, storage, {
    fileName,
    kind: 'csv',
    bytes: new TextEncoder().encode(detailsCsv(problems)),
    actor,
    area: 'import',
    madeByProduct: true,
  });
  return saved.fileLocation;
};
