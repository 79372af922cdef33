import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { ExportLanguage } from '../../src/domain/exportQuery.ts';
import { EXPORT_CAP } from '../../src/domain/pagination.ts';
import type { Database } from '../db/schema.ts';
import { sendCsv, wantsCsv, type CsvColumn } from '../http/csvExport.ts';
import { csvReader } from '../http/csvReader.ts';

/** A list as its repository reads it: a page for the screen, or every match for the file. */
export interface SearchAndExport<Query, Row, Page> {
  search: (db: Kysely<Database>, query: Query) => Promise<Page>;
  /** Up to `limit` matches, and whether more match than that. */
  exportRows: (
    db: Kysely<Database>,
    query: Query,
    limit: number,
  ) => Promise<{ rows: Row[]; capped: boolean }>;
  /** The file's name before its day (csvExport.ts). */
  name: string;
  columns: readonly CsvColumn<Row>[];
}

/**
 * A list route's answer (docs/adding-a-screen.md, The routes): the page the query asks for, or
 * with `Accept: text/csv` every match up to EXPORT_CAP as a file in the screen's columns, in the
 * reader's language and zone (`lang`, `tz`).
 */
export const searchOrCsv = async <Query extends { lang?: ExportLanguage; tz?: string }, Row, Page>(
  db: Kysely<Database>,
  request: { headers: { accept?: string }; query: Query },
  reply: FastifyReply,
  { search, exportRows, name, columns }: SearchAndExport<Query, Row, Page>,
) => {
  if (!wantsCsv(request.headers.accept)) return search(db, request.query);
  const { rows, capped } = await exportRows(db, request.query, EXPORT_CAP);
  return sendCsv(reply, { name, columns, reader: csvReader(request.query), capped, batches: [rows] });
};
