import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carSearchResult } from '../../../../../../src/domain/cars/carSearchQuery.ts';
import { normalizeMsisdn } from '../../../../../../src/domain/formats.ts';
import { pageQuery } from '../../../../../../src/domain/pagination.ts';
import { storableString } from '../../../../../../src/domain/validation.ts';
import { errorResponses } from '../../../../../http/responses.ts';
import { CAPPED_COUNT_NOTE } from '../../../../../http/searchNotes.ts';
import { searchCars } from '../../../../../repositories/cars/cars.ts';
import { carsTag } from '../../../../vehicle/index.ts';

const msisdnQuery = z.object({
  msisdn: storableString({ error: 'validation.msisdn' })
    .trim()
    .refine((v) => /^\d{1,15}$/.test(normalizeMsisdn(v)), 'validation.msisdn'),
  ...pageQuery,
});

/**
 * Spec 7 /internal/vehicle/search/msisdn/: the cars whose SIM's MSISDN starts with the digits
 * given. Answered without the trailing slash, as every other path here (README, departures).
 */
const msisdnSearchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '',
    {
      config: { entity: 'cars' },
      schema: {
        tags: [carsTag],
        operationId: 'searchCarsByMsisdn',
        summary: 'Cars by the start of their MSISDN, in MSISDN order',
        description: CAPPED_COUNT_NOTE,
        querystring: msisdnQuery,
        response: { 200: carSearchResult, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchCars(fastify.db, request.query),
  );
};
export default msisdnSearchRoutes;
