import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { number } from '../../../src/domain/validation.ts';
import { errorResponses, HttpError } from '../../plugins/app/httpError.ts';
import { zodSchema } from '../../plugins/app/validation.ts';
import { getCustomerDetail } from './customerDetail.ts';
import { customerDetailSchema } from './customerDetailSchema.ts';

const customerIdParams = z.object({ id: number({ required: true, integer: true, min: 1 }) });

/** Spec point 7, Customers: /customer/{id}, the member's profile. */
export default async function customerRoutes(fastify: FastifyInstance) {
  fastify.get(
    '/:id',
    {
      config: { entity: 'customers' },
      schema: {
        tags: ['customers'],
        summary: "A member's profile: personal data, addresses, licence, card, RFID and account state",
        params: zodSchema(customerIdParams),
        response: { 200: customerDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params as z.output<typeof customerIdParams>;
      const customer = await getCustomerDetail(fastify.db, id);
      if (!customer) throw new HttpError(404, 'error.notFound', `No member has id ${id}`);
      return customer;
    },
  );
}
