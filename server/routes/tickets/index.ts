import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COUNT_CAP } from '../../../src/domain/pagination.ts';
import { parseSerialId } from '../../../src/domain/queryFields.ts';
import { ticketSearchQuery, type TicketSearchQuery } from '../../../src/domain/ticketSearchQuery.ts';
import { errorResponses, HttpError } from '../../plugins/app/httpError.ts';
import { zodSchema } from '../../plugins/app/validation.ts';
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
      config: { area: 'tickets' },
      schema: {
        tags: ['tickets'],
        summary: 'Ticket search, newest first',
        description:
          'categories, status and vehicles take a comma list (or repeated keys) and match any value. ' +
          'from and to name days (a date is a UTC day; a date-time is the start of the sender’s day); ' +
          'to includes its whole day. ' +
          `Counts are exact up to ${COUNT_CAP}; past that totalCount is ${COUNT_CAP} and totalCountCapped is true.`,
        querystring: zodSchema(ticketSearchQuery),
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: { type: 'object', properties: ticketRowProperties } },
              page: { type: 'integer' },
              count: { type: 'integer', description: 'page size' },
              totalPages: { type: 'integer' },
              totalCount: { type: 'integer', description: `exact, or ${COUNT_CAP} when capped` },
              totalCountCapped: {
                type: 'boolean',
                description: `present and true when more than ${COUNT_CAP} tickets match`,
              },
            },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => searchTickets(fastify.db, request.query as TicketSearchQuery),
  );

  fastify.get(
    '/:id',
    {
      config: { area: 'tickets' },
      schema: {
        tags: ['tickets'],
        summary: 'One ticket with its details, categories, customers, cars and notes',
        params: zodSchema(ticketParams),
        response: { 200: ticketSchema, ...errorResponses(400, 401, 403, 404) },
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
