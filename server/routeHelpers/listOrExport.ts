import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { ExportLanguage } from '../../src/domain/exportQuery.ts';
import { EXPORT_CAP } from '../../src/domain/pagination.ts';
import type { Database } from '../db/schema.ts';
import { sendCsv, wantsCsv, type CsvColumn } from '../http/csvExport.ts';
import { csvReader } from '../http/csvReader.ts';

/** What a list route reads of its request: the list's filters, and for a file its reader. */
interface ListRequest<Query> {
  query: Query & { lang?: ExportLanguage; tz?: string };
  headers: { accept?: string };
}

/**
 * A list route's handler (http/responses.ts, listResponses): the page its search answers, or
 * with `Accept: text/csv` its export, every match up to EXPORT_CAP as a file of the list's
 * columns read as the screen reads them (docs/architecture.md, How data flows).
 */
export const listOrExport =
  <Query, Row>(
    db: Kysely<Database>,
    {
      search,
      exported,
      name,
      columns,
    }: {
      search: (db: Kysely<Database>, query: Query) => Promise<unknown>;
      /** Every match up to the limit, and whether more match. */
      exported: (
        db: Kysely<Database>,
        query: Query,
        limit: number,
      ) => Promise<{ rows: Row[]; capped: boolean }>;
      /** The file's name before its day (csvExport.ts, sendCsv). */
      name: string;
      columns: readonly CsvColumn<Row>[];
    },
  ) =>
  async (request: ListRequest<Query>, reply: FastifyReply) => {
    if (!wantsCsv(request.headers.accept)) return search(db, request.query);
    const { rows, capped } = await exported(db, request.query, EXPORT_CAP);
    return sendCsv(reply, { name, columns, reader: csvReader(request.query), capped, batches: [rows] });
  };
