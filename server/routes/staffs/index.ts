import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { pageFields } from '../../../src/domain/pagination.ts';
import { staffIdParams, staffListQuery, staffUpdate } from '../../../src/domain/staff.ts';
import { errorResponses, HttpError } from '../../plugins/app/httpError.ts';
import { zodSchema } from '../../plugins/app/validation.ts';
import { escapeLike } from '../customer-process/searchCustomers.ts';
import { staffColumns, staffSchema, toStaff } from './staff.ts';

const notFound = (id: number) => new HttpError(404, 'error.notFound', `No staff member has id ${id}`);

/** Staff members: ticket assignment and note authors (tickets), and the Team screens (team). */
export default async function staffRoutes(fastify: FastifyInstance) {
  fastify.get(
    '/',
    {
      config: { entity: ['tickets', 'staffs'] },
      schema: {
        tags: ['staff'],
        summary: 'Staff members by last name; `q` matches name starts, `ids` restricts the list',
        querystring: zodSchema(staffListQuery),
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: staffSchema },
              page: { type: 'integer' },
              count: { type: 'integer' },
              totalPages: { type: 'integer' },
              totalCount: { type: 'integer' },
            },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { ids, q, page, count } = request.query as z.output<typeof staffListQuery>;
      let query = fastify.db.selectFrom('staffs');
      if (ids) query = query.where('id', 'in', ids);
      // Every word typed must start the first or the last name: "ann sm" finds Anna Smith.
      for (const word of q?.split(/\s+/) ?? []) {
        const prefix = `${escapeLike(word.toLowerCase())}%`;
        query = query.where((eb) =>
          eb.or([eb(sql`lower(first_name)`, 'like', prefix), eb(sql`lower(last_name)`, 'like', prefix)]),
        );
      }
      const [rows, total] = await Promise.all([
        query
          .select(staffColumns)
          .orderBy('last_name')
          .orderBy('first_name')
          .orderBy('id')
          .limit(count)
          .offset((page - 1) * count)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { data: rows.map(toStaff), ...pageFields(page, count, Number(total.total)) };
    },
  );

  fastify.get(
    '/:id',
    {
      config: { entity: 'staffs' },
      schema: {
        tags: ['staff'],
        summary: 'One staff member',
        params: zodSchema(staffIdParams),
        response: { 200: staffSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params as z.output<typeof staffIdParams>;
      const row = await fastify.db
        .selectFrom('staffs')
        .select(staffColumns)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(id);
      return toStaff(row);
    },
  );

  fastify.patch(
    '/:id',
    {
      config: { entity: 'staffs' },
      schema: {
        tags: ['staff'],
        summary: "Change a staff member's name (e-mail and role belong to the identity provider and stay)",
        params: zodSchema(staffIdParams),
        body: zodSchema(staffUpdate),
        response: { 200: staffSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params as z.output<typeof staffIdParams>;
      const { firstName, lastName } = request.body as z.output<typeof staffUpdate>;
      const changes = {
        ...(firstName !== undefined ? { first_name: firstName } : {}),
        ...(lastName !== undefined ? { last_name: lastName } : {}),
      };
      const query = Object.keys(changes).length
        ? fastify.db.updateTable('staffs').set(changes).where('id', '=', id).returning(staffColumns)
        : fastify.db.selectFrom('staffs').select(staffColumns).where('id', '=', id);
      const row = await query.executeTakeFirst();
      if (!row) throw notFound(id);
      return toStaff(row);
    },
  );
}
