import type { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { CsvRow } from './applier.ts';

/** The product's own templates and exports start with a byte-order mark (csvExport.ts); it is no part of the first column's name. */
const headerName = (name: string) => name.replace(/^\uFEFF/, '').trim();

/**
 * The rows of an uploaded CSV under its header, read as a stream by papaparse. Blank lines are
 * no rows; cells keep their text as it is (the row's schema trims and coerces).
 */
export const readCsvRows = (bytes: Readable): Promise<CsvRow[]> =>
  new Promise((resolve, reject) => {
    const rows: CsvRow[] = [];
    const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: headerName,
    });
    parser.on('data', (row: CsvRow) => rows.push(row));
    parser.on('end', () => resolve(rows));
    parser.on('error', reject);
    bytes.on('error', reject);
    bytes.pipe(parser);
  });
