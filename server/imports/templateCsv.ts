import Papa from 'papaparse';
import { inertCsvCell } from '../http/csvCell.ts';
import type { IMPORT_TEMPLATES } from '../../src/domain/imports/templates.ts';

/**
 * A type's template (spec 7, Files and imports): its columns and one example row, with a byte-order
 * mark as every CSV the product writes.
 */
export const templateCsv = (template: (typeof IMPORT_TEMPLATES)[keyof typeof IMPORT_TEMPLATES]): string =>
  `\uFEFF${Papa.unparse([
    [...template.columns],
    template.columns.map((column) => inertCsvCell(template.example[column] ?? '')),
  ])}\r\n`;
