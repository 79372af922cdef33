import type { FastifyInstance } from 'fastify';
import { customerSearchQuery, type CustomerSearchQuery } from '../../../src/domain/customerSearchQuery.ts';
import { zodSchema } from '../../plugins/app/validation.ts';
import { CAPPED_COUNT_NOTE, searchResponses } from '../responseSchemas.ts';
import { searchCustomers } from './searchCustomers.ts';

const nullableString = { type: ['string', 'null'] } as const;
const customerRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    customerNumber: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    preferredName: nullableString,
    emailAddress: { type: 'string' },
    phoneNumber: nullableString,
    city: nullableString,
    province: nullableString,
    accountStatus: { type: 'string' },
    accountSuspendStatus: { type: 'string' },
    outstandingBalanceAmount: { type: 'number' },
    customerCreateDate: { type: 'string', format: 'date-time' },
  },
} as const;

/** Spec point 7, Customers: /customer-process/... */
export default async function customerProcessRoutes(fastify: FastifyInstance) {
  fastify.get(
    '/searchCustomer',
    {
      config: { entity: 'customers' },
      schema: {
        tags: ['customers'],
        summary: 'Member search by name, e-mail or phone prefix, exact customer number, or free text `q`',
        description:
          'Ordered by the first filter given among lastName, firstName, email, phone (last name without filters). ' +
          CAPPED_COUNT_NOTE,
        querystring: zodSchema(customerSearchQuery),
        response: searchResponses(customerRowSchema, 'members'),
      },
    },
    async (request) => searchCustomers(fastify.db, request.query as CustomerSearchQuery),
  );
}
