import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseSerialId } from '../../../src/domain/queryFields.ts';
import { ticketSearchQuery, type TicketSearchQuery } from '../../../src/domain/ticketSearchQuery.ts';
import { HttpError } from '../../plugins/app/httpError.ts';
import { zodSchema } from '../../plugins/app/validation.ts';
import { CAPPED_COUNT_NOTE, recordResponses, searchResponses } from '../responseSchemas.ts';
import { getTicket } from './getTicket.ts';
import { searchTickets } from './searchTickets.ts';
import { ticketRowProperties } from './ticketRows.ts';

const ticketParams = z.object({
  id: z
    .string()
    .refine((v) => parseSerialId(v) !== undefined, 'validation.ticketId')
    .transform(Number),
});

const ticketSchema = {
  type: 'object',
  properties: {
    ...ticketRowProperties,
    details: { type: ['string', 'null'] },
    notes: {
      type: 'array',
      description: 'newest first',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          note: { type: 'string' },
          createDateTime: { type: 'string', format: 'date-time' },
          createdBy: { type: ['integer', 'null'], description: "the author's staff id" },
        },
      },
    },
  },
} as const;

/** Spec point 7, Tickets: /tickets and /tickets/{id}. */
export default async function ticketRoutes(fastify: FastifyInstance) {
  fastify.get(
    '/',
    {
      config: { entity: 'tickets' },
      schema: {
        tags: ['tickets'],
        summary: 'Ticket search, newest first',
        description:
          'categories, status and vehicles take a comma list (or repeated keys) and match any value. ' +
          'from and to name days (a date is a UTC day; a date-time is the start of the sender’s day); ' +
          'to includes its whole day. ' +
          CAPPED_COUNT_NOTE,
        querystring: zodSchema(ticketSearchQuery),
        response: searchResponses({ type: 'object', properties: ticketRowProperties }, 'tickets'),
      },
    },
    async (request) => searchTickets(fastify.db, request.query as TicketSearchQuery),
  );

  fastify.get(
    '/:id',
    {
      config: { entity: 'tickets' },
      schema: {
        tags: ['tickets'],
        summary: 'One ticket with its details, categories, customers, cars and notes',
        params: zodSchema(ticketParams),
        response: recordResponses(ticketSchema),
      },
    },
    async (request) => {
      const { id } = request.params as z.output<typeof ticketParams>;
      const ticket = await getTicket(fastify.db, id);
      if (!ticket) throw new HttpError(404, 'error.notFound', `No ticket has id ${id}`);
      return ticket;
    },
  );
}
