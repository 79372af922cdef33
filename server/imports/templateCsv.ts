import Papa from 'papaparse';
import { inertCsvCell } from '../http/csvCell.ts';
import type { Applier } from './applier.ts';

/** A type's template (issue 19 point 3): its columns and one example row, with a byte-order mark as every CSV the product writes. */
export const templateCsv = (applier: Pick<Applier, 'columns' | 'example'>): string =>
  `\uFEFF${Papa.unparse([
    [...applier.columns],
    applier.columns.map((column) => inertCsvCell(applier.example[column] ?? '')),
  ])}\r\n`;
