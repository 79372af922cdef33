import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifMatchHeaders } from '../../../src/domain/audit.ts';
import { serialId } from '../../../src/domain/ids.ts';
import { ticketRelatedCustomers, ticketRelatedVehicles } from '../../../src/domain/tickets/ticketRelated.ts';
import { ticketSaveBody } from '../../../src/domain/tickets/ticketSave.ts';
import {
  TICKET_COUNT_CAP,
  ticketSearchQuery,
  ticketSearchResult,
} from '../../../src/domain/tickets/ticketSearchQuery.ts';
import { EXPORT_CAP } from '../../../src/domain/pagination.ts';
import { ticket } from '../../../src/domain/tickets/tickets.ts';
import { sendCsv, wantsCsv } from '../../http/csvExport.ts';
import { csvReader } from '../../http/csvReader.ts';
import { pageJson } from '../../http/pageJson.ts';
import { errorResponses, listResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { cappedCountNote } from '../../http/searchNotes.ts';
import { requiredVersion } from '../../http/versioning.ts';
import { actorOf } from '../../routeHelpers/actor.ts';
import { HttpError } from '../../http/httpError.ts';
import { relatedCustomers, relatedVehicles, ticketExists } from '../../repositories/tickets/related.ts';
import { createTicket, updateTicket, type TicketSaver } from '../../repositories/tickets/save.ts';
import {
  exportTickets,
  getTicket,
  searchTicketsJson,
  ticketMatchesMoreThan,
} from '../../repositories/tickets/search.ts';
import { TICKET_CSV_COLUMNS } from './csvColumns.ts';

const ticketIdParams = z.object({ id: serialId('validation.ticketId') });
const notFound = (id: number) => new HttpError(404, 'error.notFound', `No ticket has id ${id}`);

/** Spec point 8, Ticket: any refused field answers 'Some required fields might be missing', each field its own key. */
const saveConfig = { entity: 'tickets', invalidBodyKey: 'ticket.missingFields' } as const;
const SAVE_DESCRIPTION =
  'The body is the web app’s add/update payload (spec 7): categories as values, customers as ids, vehicles as ' +
  'VINs, staff as an id, only the new notes, files as rows of /files/upload. A refused field answers 400 ' +
  '`ticket.missingFields` with each field’s key in `fields`; a member, car, staff member or file that does not ' +
  'exist likewise (`ticketApi.unknown…`).';

/** Spec point 7, Tickets: /tickets, /tickets/{id}, /tickets/{id}/customers and /tickets/{id}/vehicle. */
const ticketRoutes: FastifyPluginAsyncZod = async (fastify) => {
  /** The signed-in staff member as the audit trail names them and as created_by/updated_by hold them. */
  const saverOf = async (request: FastifyRequest): Promise<TicketSaver> => ({
    actor: await actorOf(fastify.db, request),
    email: request.user!.email ?? request.user!.username,
  });
  const savedTicket = async (id: number) => {
    const saved = await getTicket(fastify.db, id);
    if (!saved) throw notFound(id);
    return saved;
  };
  /** A ticket's members or cars; a ticket id no ticket has answers 404, not an empty list. */
  const relatedOf = async <Row>(
    id: number,
    related: (db: typeof fastify.db, id: number) => Promise<Row[]>,
  ) => {
    if (!(await ticketExists(fastify.db, id))) throw notFound(id);
    return { data: await related(fastify.db, id) };
  };

  fastify.get(
    '',
    operation('tickets', 'tickets', {
      operationId: 'searchTickets',
      summary: 'Ticket search, newest first unless `sort` says otherwise',
      description:
        'categories, status and vehicles take a comma list (or repeated keys) and match any value. ' +
        'from and to name days (a date is a UTC day; a date-time is the start of the sender’s day); ' +
        'to includes its whole day. `sort` (createDateTime, id) and `order` (ASC, DESC; DESC by default) ' +
        'set the order. ' +
        cappedCountNote(TICKET_COUNT_CAP) +
        ` With \`Accept: text/csv\` the answer is every match as a CSV file, in the same order, up to ${EXPORT_CAP} ` +
        `rows, with the columns, words and times of the screen in \`lang\` and the zone \`tz\`; past that the file ends there and the header ` +
        `\`X-Export-Capped: ${EXPORT_CAP}\` says so.`,
      querystring: ticketSearchQuery,
      response: listResponses(ticketSearchResult, 'tickets'),
    }),
    async (request, reply) => {
      if (!wantsCsv(request.headers.accept))
        return reply
          .type('application/json; charset=utf-8')
          .send(pageJson(await searchTicketsJson(fastify.db, request.query)));
      return sendCsv(reply, {
        name: 'tickets',
        columns: TICKET_CSV_COLUMNS,
        reader: csvReader(request.query),
        capped: await ticketMatchesMoreThan(fastify.db, request.query, EXPORT_CAP),
        batches: exportTickets(fastify.db, request.query, { limit: EXPORT_CAP }),
      });
    },
  );

  fastify.get(
    '/:id',
    operation('tickets', 'tickets', {
      operationId: 'ticketDetail',
      summary: 'One ticket with its details, categories, customers, cars and notes',
      params: ticketIdParams,
      response: { 200: ticket, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => savedTicket(request.params.id),
  );

  fastify.post(
    '',
    operation(saveConfig, 'tickets', {
      operationId: 'addTicket',
      summary: 'Create a ticket with its categories, members, cars, first notes and files',
      description: SAVE_DESCRIPTION,
      body: ticketSaveBody,
      response: { 201: ticket, ...errorResponses(400, 401, 403) },
    }),
    async (request, reply) => {
      const id = await createTicket(fastify.db, request.body, await saverOf(request));
      return reply.code(201).send(await savedTicket(id));
    },
  );

  // PUT as the contract names it; PATCH because the web app's data provider updates with it.
  for (const [method, operationId] of [
    ['PUT', 'updateTicket'],
    ['PATCH', 'patchTicket'],
  ] as const) {
    fastify.route({
      method,
      url: '/:id',
      ...operation(saveConfig, 'tickets', {
        operationId,
        summary: `Save a ticket from the version read (${method === 'PUT' ? 'the contract' : 'the web app'}’s verb)`,
        description:
          SAVE_DESCRIPTION +
          ' Categories, members, cars and files are replaced as sets; notes are only added. `If-Match` is the ' +
          'version last read: another version answers 412 `error.stale` and saves nothing. Any status may ' +
          'follow any other: a closed ticket can be re-opened.',
        params: ticketIdParams,
        headers: ifMatchHeaders,
        body: ticketSaveBody,
        response: { 200: ticket, ...errorResponses(400, 401, 403, 404, 412) },
      }),
      handler: async (request) => {
        const { id } = request.params;
        await updateTicket(
          fastify.db,
          { id, version: requiredVersion(request), body: request.body },
          await saverOf(request),
        );
        return savedTicket(id);
      },
    });
  }

  fastify.get(
    '/:id/customers',
    operation('tickets', 'tickets', {
      operationId: 'relatedCustomers',
      summary: 'A ticket’s members (related customers): names, customer number and id',
      params: ticketIdParams,
      response: { 200: ticketRelatedCustomers, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => relatedOf(request.params.id, relatedCustomers),
  );

  fastify.get(
    '/:id/vehicle',
    operation('tickets', 'tickets', {
      operationId: 'ticketVehicle',
      summary: 'A ticket’s cars with their status, make, model and fuel level',
      params: ticketIdParams,
      response: { 200: ticketRelatedVehicles, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => relatedOf(request.params.id, relatedVehicles),
  );
};
export default ticketRoutes;
