import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_CAP } from '../../../src/domain/pagination.ts';
import { tripSearchQuery, tripSearchResult } from '../../../src/domain/trips/tripSearch.ts';
import { sendCsv, wantsCsv } from '../../http/csvExport.ts';
import { csvReader } from '../../http/csvReader.ts';
import { listResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { CAPPED_COUNT_NOTE } from '../../http/searchNotes.ts';
import { searchTrips } from '../../repositories/tripSearch.ts';
import { TRIP_CSV_COLUMNS } from './csvColumns.ts';

/** Spec point 7, Trips: /trips, the trip search (a departure: the spec answers it from a constant). */
const tripRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('trips', 'tripSearch', {
      operationId: 'searchTrips',
      summary: 'Trip search by member (customer number), car (plate or VIN), status and start days',
      description:
        'Newest first unless `order=ASC`; `from` and `to` are UTC days, `to` included. A member or car nobody ' +
        `holds matches nothing. ${CAPPED_COUNT_NOTE}`,
      querystring: tripSearchQuery,
      response: listResponses(tripSearchResult, 'trips'),
    }),
    async (request, reply) => {
      if (!wantsCsv(request.headers.accept)) return searchTrips(fastify.db, request.query);
      const { data, totalCountCapped } = await searchTrips(fastify.db, {
        ...request.query,
        page: 1,
        count: EXPORT_CAP,
      });
      return sendCsv(reply, {
        name: 'trips',
        columns: TRIP_CSV_COLUMNS,
        reader: csvReader(request.query),
        capped: totalCountCapped === true,
        batches: [data],
      });
    },
  );
};
export default tripRoutes;
