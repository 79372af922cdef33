import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSummary, accountSummaryUpdate } from '../../../../src/domain/customers/accountSummary.ts';
import { bigserialIdParams } from '../../../../src/domain/ids.ts';
import { versionedSave } from '../../../routeHelpers/versionedSave.ts';
import { recordById } from '../../../routeHelpers/recordById.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { getAccountSummary, updateAccountSummary } from '../../../repositories/customers/accountSummary.ts';

/** Spec point 7, Customers: /customer-process/accountSummary/{id} (spec 3 Account summary, spec 4 states). */
const accountSummaryRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    operation('customers', 'customers', {
      operationId: 'accountSummary',
      summary: "A member's account summary: statuses, driver record, card, balance and RFID",
      params: bigserialIdParams,
      response: { 200: accountSummary, ...errorResponses(400, 401, 403, 404) },
    }),
    recordById(fastify.db, getAccountSummary, 'member'),
  );

  versionedSave(fastify, 'PATCH', '/:id', 'customers', 'customers', {
    operationId: 'updateAccountSummary',
    summary:
      "Change a member's account, suspension or driver record status, or assign, remove, activate or deactivate the RFID",
    description:
      'Send `If-Match` with the version read. Closing an account with an outstanding balance answers 409 ' +
      '`accountSummary.closeBlocked`; an RFID number another member holds answers 409 `accountSummary.rfidTaken` ' +
      '(GET /customer?rfidNumber= names the holder); a newly assigned RFID is INACTIVE; approving the driver ' +
      'record sets its approval date. A stale version answers 412.',
    params: bigserialIdParams,
    body: accountSummaryUpdate,
    response: { 200: accountSummary },
    errors: [409],
    save: async (request, { version, actor }) =>
      updateAccountSummary(fastify.db, {
        id: request.params.id,
        version,
        update: request.body,
        actor,
      }),
  });
};
export default accountSummaryRoutes;
