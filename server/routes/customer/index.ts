import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerDetail } from '../../../src/domain/customerDetail.ts';
import { bigserialIdParams } from '../../../src/domain/ids.ts';
import { errorResponses } from '../../http/responses.ts';
import { HttpError } from '../../plugins/app/httpError.ts';
import { getCustomerDetail } from '../../repositories/customers.ts';

/** Spec point 7, Customers: /customer/{id}, the member's profile. */
const customerRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      config: { entity: 'customers' },
      schema: {
        tags: ['customers'],
        operationId: 'customerDetail',
        summary: "A member's profile: personal data, addresses, licence, card, RFID and account state",
        params: bigserialIdParams,
        response: { 200: customerDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const customer = await getCustomerDetail(fastify.db, id);
      if (!customer) throw new HttpError(404, 'error.notFound', `No member has id ${id}`);
      return customer;
    },
  );
};
export default customerRoutes;
