import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TICKET_LOOKUP_LIMIT,
  ticketCustomerLookupResult,
  ticketLookupQuery,
  ticketVehicleLookupResult,
} from '../../../../src/domain/tickets/ticketLookups.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { lookupCustomers, lookupVehicles } from '../../../repositories/tickets/lookups.ts';

/**
 * Spec 3 Ticket: a ticket's member and car pickers. They sit in the tickets area, so SUPPORT
 * and SVC, who may not open member or car screens, can still link them: name, number, plate
 * and VIN only.
 */
const ticketLookupRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/customers',
    operation('tickets', 'tickets', {
      operationId: 'ticketCustomerLookup',
      summary: `Members to link to a ticket: exact customer number, or name prefix (at most ${TICKET_LOOKUP_LIMIT})`,
      description:
        'Digits are a customer number. Other text matches the start of the last or first name, and ' +
        '"first last" both; ordered by last then first name.',
      querystring: ticketLookupQuery,
      response: { 200: ticketCustomerLookupResult, ...errorResponses(400, 401, 403) },
    }),
    async (request) => ({ data: await lookupCustomers(fastify.db, request.query.q) }),
  );

  fastify.get(
    '/vehicles',
    operation('tickets', 'tickets', {
      operationId: 'ticketVehicleLookup',
      summary: `Cars to link to a ticket: plate or VIN prefix (at most ${TICKET_LOOKUP_LIMIT})`,
      description:
        'Plates match by the start of either word (WFC and 151 find 151 WFC), upper-cased without spaces; ordered by plate.',
      querystring: ticketLookupQuery,
      response: { 200: ticketVehicleLookupResult, ...errorResponses(400, 401, 403) },
    }),
    async (request) => ({ data: await lookupVehicles(fastify.db, request.query.q) }),
  );
};
export default ticketLookupRoutes;
