import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formReferenceData, infleetFormFields } from '../../../../src/domain/cars/infleet.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { fleetChoices } from '../../../repositories/cars/infleet.ts';

/** Spec point 7, Infleet: /infleet/formFields, the reference data of the Add Car modal (spec 3). */
const formFieldRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    operation('infleet', 'infleet', {
      operationId: 'infleetFormFields',
      summary: 'The fleets, carriers, box models with their id prefixes, and vehicle models the form offers',
      response: { 200: infleetFormFields, ...errorResponses(401, 403) },
    }),
    async () => ({ fleets: await fleetChoices(fastify.db), ...formReferenceData() }),
  );
};
export default formFieldRoutes;
