import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { carSearchResult } from '../../../../../../src/domain/cars/carSearchQuery.ts';
import { normalizeMsisdn } from '../../../../../../src/domain/formats.ts';
import { pageQuery } from '../../../../../../src/domain/pagination.ts';
import { storableString } from '../../../../../../src/domain/validation.ts';
import { errorResponses } from '../../../../../http/responses.ts';
import { operation } from '../../../../../http/operation.ts';
import { CAPPED_COUNT_NOTE } from '../../../../../http/searchNotes.ts';
import { searchCars } from '../../../../../repositories/cars/cars.ts';

const msisdnQuery = z.object({
  msisdn: storableString({ error: 'validation.msisdn' })
    .trim()
    .refine((v) => /^\d{1,15}$/.test(normalizeMsisdn(v)), 'validation.msisdn'),
  ...pageQuery,
});

/**
 * Spec 7 /internal/vehicle/search/msisdn/: the cars whose SIM's MSISDN starts with the digits
 * given. Served as the spec writes it, with its trailing slash, and without it as every other
 * path here (README, departures); the document lists it once.
 */
const msisdnSearchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const route = operation('cars', 'cars', {
    operationId: 'searchCarsByMsisdn',
    summary: 'Cars by the start of their MSISDN, in MSISDN order',
    description: `${CAPPED_COUNT_NOTE} Also served at the spec's path, with a trailing slash.`,
    querystring: msisdnQuery,
    response: { 200: carSearchResult, ...errorResponses(400, 401, 403) },
  });
  const handler = async (request: { query: z.infer<typeof msisdnQuery> }) =>
    searchCars(fastify.db, request.query);
  fastify.get('', route, handler);
  // The prefix with its slash alone (Fastify's '/' under a prefix would be both paths).
  fastify.get(
    '/',
    { ...route, schema: { ...route.schema, hide: true }, prefixTrailingSlash: 'slash' },
    handler,
  );
};
export default msisdnSearchRoutes;
