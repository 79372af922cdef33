import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerDetail } from '../../../src/domain/customers/customerDetail.ts';
import { customerListQuery, customerListResult } from '../../../src/domain/customers/customerList.ts';
import { customerUpdate, customerUpdateResult } from '../../../src/domain/customers/customerUpdate.ts';
import { bigserialIdParams } from '../../../src/domain/ids.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { versionedSave } from '../../routeHelpers/versionedSave.ts';
import { HttpError } from '../../http/httpError.ts';
import { listCustomers } from '../../repositories/customers/customerList.ts';
import { getCustomerDetail } from '../../repositories/customers/customers.ts';
import { saveCustomerUpdate } from '../../repositories/customers/customerUpdate.ts';

const notFound = (id: string) => new HttpError(404, 'error.notFound', `No member has id ${id}`);

/** Spec point 7, Customers: /customer (the list and RFID conflicts) and /customer/{id}, the member's profile. */
const customerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('customers', 'customers', {
      operationId: 'customerList',
      summary: 'Members by id, or the holder of an RFID number (rfidConflict): id, customer number and name',
      querystring: customerListQuery,
      response: { 200: customerListResult, ...errorResponses(400, 401, 403) },
    }),
    async (request) => listCustomers(fastify.db, request.query),
  );

  fastify.get(
    '/:id',
    operation('customers', 'customers', {
      operationId: 'customerDetail',
      summary: "A member's profile: personal data, addresses, licence, card, RFID and account state",
      params: bigserialIdParams,
      response: { 200: customerDetail, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { id } = request.params;
      const customer = await getCustomerDetail(fastify.db, id);
      if (!customer) throw notFound(id);
      return customer;
    },
  );

  versionedSave(fastify, 'PATCH', '/:id', 'customers', 'customers', {
    operationId: 'updateCustomer',
    summary: "Change several sections of a member's profile at once (spec 3 update payload)",
    description:
      'Each section given (personal information, caaMembership, driverLicence, paymentInformation, ' +
      'school, accountStatus/accountSuspendStatus) is saved in its own transaction, in that order, the ' +
      'version carried from one to the next. A section that fails is named in `apiUpdateError` and the ' +
      'others stay saved. `If-Match` is the version last read: stale, it answers 412 and saves nothing.',
    params: bigserialIdParams,
    body: customerUpdate,
    response: { 200: customerUpdateResult },
    save: async (request, edit) => {
      const { id } = request.params;
      const failed = await saveCustomerUpdate(fastify.db, { id, ...edit, update: request.body });
      for (const { section, cause } of failed)
        request.log.warn({ err: cause, section, customerId: id }, 'profile section not saved');
      const customer = await getCustomerDetail(fastify.db, id);
      if (!customer) throw notFound(id);
      return failed.length
        ? { ...customer, apiUpdateError: failed.map(({ section, messageKey }) => ({ section, messageKey })) }
        : customer;
    },
  });
};
export default customerRoutes;
