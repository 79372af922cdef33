import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { EXPORT_CAP } from '../../src/domain/pagination.ts';
import { inertCsvCell, type CsvValue } from './csvCell.ts';

/** Whether the caller asked for the list as a CSV file (issue 7 point 6: the search route answers both). */
export const wantsCsv = (accept: string | undefined): boolean => /(^|,)\s*text\/csv\b/i.test(accept ?? '');

/**
 * Streams `batches` as a CSV download named `<name>-YYYY-MM-DD.csv`: a header row of the
 * columns, then each batch as it arrives, every cell made inert (csvCell.ts). `capped` says
 * the file stops at EXPORT_CAP rows although more match.
 */
export function sendCsv<Row extends { [Column in keyof Row]: CsvValue }>(
  reply: FastifyReply,
  {
    name,
    columns,
    capped,
    batches,
  }: {
    name: string;
    columns: readonly (keyof Row & string)[];
    capped: boolean;
    batches: AsyncIterable<Row[]> | Iterable<Row[]>;
  },
) {
  const day = new Date().toISOString().slice(0, 10);
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`);
  if (capped) reply.header('x-export-capped', String(EXPORT_CAP));
  reply.log.info({ export: name, capped }, 'CSV export');
  // papaparse's escapeFormulae stays off: inertCsvCell is the one rule.
  const lines = (cells: CsvValue[][]) => `${Papa.unparse(cells.map((row) => row.map(inertCsvCell)))}\r\n`;
  async function* file() {
    yield lines([[...columns]]);
    for await (const rows of batches) {
      if (rows.length) yield lines(rows.map((row) => columns.map((column) => row[column])));
    }
  }
  return reply.send(Readable.from(file()));
}
