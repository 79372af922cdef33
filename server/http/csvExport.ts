import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { EXPORT_CAP } from '../../src/domain/pagination.ts';
import { inertCsvCell, type CsvValue } from './csvCell.ts';
import type { CsvReader } from './csvReader.ts';

/** Whether the caller asked for the list as a CSV file (the search route answers both). */
export const wantsCsv = (accept: string | undefined): boolean => /(^|,)\s*text\/csv\b/i.test(accept ?? '');

/**
 * One column of an export as the list screen shows it (docs/architecture.md, How data flows):
 * `label` is the screen's i18n key, `cell` the value in the reader's words. A number stays a
 * number, so a spreadsheet can add it up; `zoned` names the reader's zone in the label of a time
 * column.
 */
export interface CsvColumn<Row> {
  label: string;
  cell: (row: Row, reader: CsvReader) => CsvValue;
  zoned?: boolean;
}

/** Spreadsheet programs read a file without it as their local code page and garble accents. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Streams `batches` as a CSV download named `<name>-YYYY-MM-DD.csv`: UTF-8 with a byte-order
 * mark, a header row of the columns' labels, then each batch as it arrives, every cell made
 * inert (csvCell.ts). `capped` says the file stops at EXPORT_CAP rows although more match.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  {
    name,
    columns,
    reader,
    capped,
    batches,
  }: {
    name: string;
    columns: readonly CsvColumn<Row>[];
    reader: CsvReader;
    capped: boolean;
    batches: AsyncIterable<Row[]> | Iterable<Row[]>;
  },
) {
  const day = new Date().toISOString().slice(0, 10);
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`);
  if (capped) reply.header('x-export-capped', String(EXPORT_CAP));
  reply.log.info({ export: name, capped, locale: reader.locale }, 'CSV export');
  // papaparse's escapeFormulae stays off: inertCsvCell is the one rule.
  const lines = (cells: CsvValue[][]) => `${Papa.unparse(cells.map((row) => row.map(inertCsvCell)))}\r\n`;
  const header = columns.map(({ label, zoned }) => {
    const text = reader.translate(label);
    return zoned ? `${text} (${reader.zone})` : text;
  });
  async function* file() {
    yield BYTE_ORDER_MARK + lines([header]);
    for await (const rows of batches) {
      if (rows.length) yield lines(rows.map((row) => columns.map(({ cell }) => cell(row, reader))));
    }
  }
  return reply.send(Readable.from(file()));
}
