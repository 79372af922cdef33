import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serialIdParams } from '../../../src/domain/ids.ts';
import {
  seesStaffEmail,
  staff,
  staffList,
  staffListQuery,
  staffUpdate,
  type Staff,
} from '../../../src/domain/staffs/staff.ts';
import { errorResponses, listResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { HttpError } from '../../http/httpError.ts';
import { versionedSave } from '../../routeHelpers/versionedSave.ts';
import { searchOrCsv } from '../../routeHelpers/searchOrCsv.ts';
import { exportStaff, getStaff, listStaff, updateStaff } from '../../repositories/staffs.ts';
import { teamCsvColumns } from './csvColumns.ts';

const notFound = (id: number) => new HttpError(404, 'error.notFound', `No staff member has id ${id}`);

/** Staff members: ticket assignment and note authors (tickets), and the Team screens (team). */
const staffRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation(['tickets', 'staffs'], 'staff', {
      operationId: 'searchStaffs',
      summary: 'Staff members by last name; `q` matches name starts, `ids` restricts the list',
      description:
        'E-mail addresses only for the roles that manage staff (Team); others get names and roles.',
      querystring: staffListQuery,
      response: listResponses(staffList, 'staff members'),
    }),
    async (request, reply) => {
      const seesEmail = seesStaffEmail(request.user?.roles ?? []);
      const withoutEmail = ({ email: _hidden, ...rest }: Staff): Staff => rest;
      return searchOrCsv(fastify.db, request, reply, {
        search: async (db, query) => {
          const list = await listStaff(db, query);
          return seesEmail ? list : { ...list, data: list.data.map(withoutEmail) };
        },
        exportRows: exportStaff,
        name: 'team',
        columns: teamCsvColumns(seesEmail),
      });
    },
  );

  fastify.get(
    '/:id',
    operation('staffs', 'staff', {
      operationId: 'staffDetail',
      summary: 'One staff member',
      params: serialIdParams,
      response: { 200: staff, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const record = await getStaff(fastify.db, request.params.id);
      if (!record) throw notFound(request.params.id);
      return record;
    },
  );

  versionedSave(fastify, 'PATCH', '/:id', 'staffs', 'staff', {
    operationId: 'updateStaff',
    summary: "Change a staff member's name (e-mail and role belong to the identity provider and stay)",
    params: serialIdParams,
    body: staffUpdate,
    response: { 200: staff },
    save: async (request, { version, actor }) =>
      updateStaff(fastify.db, { id: request.params.id, version, actor }, request.body),
  });
};
export default staffRoutes;
