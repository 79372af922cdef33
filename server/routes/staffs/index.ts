import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serialIdParams } from '../../../src/domain/ids.ts';
import { seesStaffEmail, staff, staffList, staffListQuery, staffUpdate } from '../../../src/domain/staff.ts';
import { errorResponses } from '../../http/responses.ts';
import { HttpError } from '../../plugins/app/httpError.ts';
import { getStaff, listStaff, updateStaff } from '../../repositories/staffs.ts';

const notFound = (id: number) => new HttpError(404, 'error.notFound', `No staff member has id ${id}`);

/** Staff members: ticket assignment and note authors (tickets), and the Team screens (team). */
const staffRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      config: { entity: ['tickets', 'staffs'] },
      schema: {
        tags: ['staff'],
        operationId: 'searchStaffs',
        summary: 'Staff members by last name; `q` matches name starts, `ids` restricts the list',
        description:
          'E-mail addresses only for the roles that manage staff (Team); others get names and roles.',
        querystring: staffListQuery,
        response: { 200: staffList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const list = await listStaff(fastify.db, request.query);
      if (seesStaffEmail(request.user?.roles ?? [])) return list;
      return { ...list, data: list.data.map(({ email: _hidden, ...rest }) => rest) };
    },
  );

  fastify.get(
    '/:id',
    {
      config: { entity: 'staffs' },
      schema: {
        tags: ['staff'],
        operationId: 'staffDetail',
        summary: 'One staff member',
        params: serialIdParams,
        response: { 200: staff, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const record = await getStaff(fastify.db, request.params.id);
      if (!record) throw notFound(request.params.id);
      return record;
    },
  );

  fastify.patch(
    '/:id',
    {
      config: { entity: 'staffs' },
      schema: {
        tags: ['staff'],
        operationId: 'updateStaff',
        summary: "Change a staff member's name (e-mail and role belong to the identity provider and stay)",
        params: serialIdParams,
        body: staffUpdate,
        response: { 200: staff, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const record = await updateStaff(fastify.db, request.params.id, request.body);
      if (!record) throw notFound(request.params.id);
      return record;
    },
  );
};
export default staffRoutes;
