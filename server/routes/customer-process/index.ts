import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerSearchQuery,
  customerSearchResult,
  MEMBER_COUNT_CAP,
} from '../../../src/domain/customers/customerSearchQuery.ts';
import { EXPORT_CAP } from '../../../src/domain/pagination.ts';
import { sendCsv, wantsCsv } from '../../http/csvExport.ts';
import { csvReader } from '../../http/csvReader.ts';
import { listResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { cappedCountNote } from '../../http/searchNotes.ts';
import { exportCustomers, matchesMoreThan, searchCustomers } from '../../repositories/customers/customers.ts';
import { MEMBER_CSV_COLUMNS } from './csvColumns.ts';

/** Spec point 7, Customers: /customer-process/... */
const customerProcessRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/searchCustomer',
    operation('customers', 'customers', {
      operationId: 'searchCustomer',
      summary:
        'Member search by name, e-mail or phone prefix, exact customer number, postal code, RFID number, ' +
        'account or suspension status, or free text `q`',
      description:
        '`q` is read as staff type it: with an @, the start of an e-mail; a whole phone number; other digits, a ' +
        'customer number or (4 digits or more) the end of a phone; one word, the start of a last name, a first ' +
        'name or an e-mail; several words, the starts of a first and a last name in either order. Each ' +
        "reading's matches come before the next's, each member once. " +
        '`sort` (lastName, emailAddress, customerNumber, customerCreateDate, accountStatus, accountSuspendStatus ' +
        'and outstandingBalanceAmount; a status then by last name) and `order` (ASC, DESC) set the ' +
        'order; without `sort`, the first filter given among lastName, firstName, email, phone does ' +
        '(last name without them; last then first name with both). A customer number matches one member at ' +
        'most, in no particular order. ' +
        'A postal code matches without regard to case and spaces, a ZIP+4 by its five-digit ZIP. ' +
        cappedCountNote(MEMBER_COUNT_CAP) +
        ` With \`Accept: text/csv\` the answer is every match as a CSV file, in the same order, up to ${EXPORT_CAP} ` +
        `rows, with the columns, words and times of the screen in \`lang\` and the zone \`tz\`; past that the file ends there and the header \`X-Export-Capped: ${EXPORT_CAP}\` says so.`,
      querystring: customerSearchQuery,
      response: listResponses(customerSearchResult, 'members'),
    }),
    async (request, reply) => {
      if (!wantsCsv(request.headers.accept)) return searchCustomers(fastify.db, request.query);
      return sendCsv(reply, {
        name: 'members',
        columns: MEMBER_CSV_COLUMNS,
        reader: csvReader(request.query),
        capped: await matchesMoreThan(fastify.db, request.query, EXPORT_CAP),
        batches: exportCustomers(fastify.db, request.query, { limit: EXPORT_CAP }),
      });
    },
  );
};
export default customerProcessRoutes;
