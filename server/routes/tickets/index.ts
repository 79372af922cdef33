import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serialId } from '../../../src/domain/ids.ts';
import { ticketSearchQuery, ticketSearchResult } from '../../../src/domain/ticketSearchQuery.ts';
import { ticket } from '../../../src/domain/tickets.ts';
import { errorResponses } from '../../http/responses.ts';
import { CAPPED_COUNT_NOTE } from '../../http/searchNotes.ts';
import { HttpError } from '../../plugins/app/httpError.ts';
import { getTicket, searchTickets } from '../../repositories/tickets.ts';

/** Spec point 7, Tickets: /tickets and /tickets/{id}. */
const ticketRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      config: { entity: 'tickets' },
      schema: {
        tags: ['tickets'],
        operationId: 'searchTickets',
        summary: 'Ticket search, newest first',
        description:
          'categories, status and vehicles take a comma list (or repeated keys) and match any value. ' +
          'from and to name days (a date is a UTC day; a date-time is the start of the sender’s day); ' +
          'to includes its whole day. ' +
          CAPPED_COUNT_NOTE,
        querystring: ticketSearchQuery,
        response: { 200: ticketSearchResult, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchTickets(fastify.db, request.query),
  );

  fastify.get(
    '/:id',
    {
      config: { entity: 'tickets' },
      schema: {
        tags: ['tickets'],
        operationId: 'ticketDetail',
        summary: 'One ticket with its details, categories, customers, cars and notes',
        params: z.object({ id: serialId('validation.ticketId') }),
        response: { 200: ticket, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const found = await getTicket(fastify.db, id);
      if (!found) throw new HttpError(404, 'error.notFound', `No ticket has id ${id}`);
      return found;
    },
  );
};
export default ticketRoutes;
