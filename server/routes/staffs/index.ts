import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageFields, pageQuery } from '../../../src/domain/pagination.ts';
import { errorResponses } from '../../plugins/app/httpError.ts';
import { zodSchema } from '../../plugins/app/validation.ts';
import { staffColumns, staffSchema, toStaff } from './staff.ts';

const staffListQuery = z.object({
  /** Spec point 7: ticket notes fetch their authors with their ids as a comma-joined list. */
  ids: z
    .string()
    .trim()
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, 'validation.ids')
    .transform((value) => (value ? [...new Set(value.split(',').map(Number))] : undefined))
    .optional(),
  ...pageQuery,
});

/** Staff members, for ticket assignment and note authors: any role that sees tickets or the team. */
export default async function staffRoutes(fastify: FastifyInstance) {
  fastify.get(
    '/',
    {
      config: { area: ['tickets', 'team'] },
      schema: {
        tags: ['staff'],
        summary: 'Staff members by last name; `ids` restricts the list',
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
      const { ids, page, count } = request.query as z.output<typeof staffListQuery>;
      let query = fastify.db.selectFrom('staffs');
      if (ids) query = query.where('id', 'in', ids);
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
}
