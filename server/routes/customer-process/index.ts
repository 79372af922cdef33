import type { FastifyInstance } from 'fastify';
import { customerSearchQuery, type CustomerSearchQuery } from '../../../src/domain/customerSearchQuery.ts';
import { COUNT_CAP } from '../../../src/domain/pagination.ts';
import { errorResponses } from '../../plugins/app/httpError.ts';
import { zodSchema } from '../../plugins/app/validation.ts';
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
      config: { area: 'customers' },
      schema: {
        tags: ['customers'],
        summary: 'Member search by name, e-mail or phone prefix, exact customer number, or free text `q`',
        description:
          'Ordered by the first filter given among lastName, firstName, email, phone (last name without filters). ' +
          `Counts are exact up to ${COUNT_CAP}; past that totalCount is ${COUNT_CAP} and totalCountCapped is true.`,
        querystring: zodSchema(customerSearchQuery),
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: customerRowSchema },
              page: { type: 'integer' },
              count: { type: 'integer', description: 'page size' },
              totalPages: { type: 'integer' },
              totalCount: { type: 'integer', description: `exact, or ${COUNT_CAP} when capped` },
              totalCountCapped: {
                type: 'boolean',
                description: `present and true when more than ${COUNT_CAP} members match`,
              },
            },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => searchCustomers(fastify.db, request.query as CustomerSearchQuery),
  );
}
