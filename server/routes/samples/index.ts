import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operation } from '../../http/operation.ts';

/** Where an item of the city's open data stands. */
const cityItem = z.looseObject({ geo_point_2d: z.object({ lat: z.number(), lon: z.number() }) });

const metersSample = z.array(cityItem);
const lotsSample = z.object({ total_count: z.number().int(), results: z.array(cityItem) });

const sample = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../samples/${file}`, import.meta.url), 'utf8'));

/** Outside the API base, as /config.json, which names them. */
export const prefixOverride = '/samples';

/**
 * The city layers' default URLs (CITY_PARKING_METERS_URL, CITY_PARKING_LOTS_URL): a few
 * Vancouver meters and lots in the city's own shapes, so the embedded default draws its layers
 * offline. Public data, read once at start.
 */
const sampleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const meters = metersSample.parse(sample('parking-meters.json'));
  const lots = lotsSample.parse(sample('parking-lots.json'));
  fastify.get(
    '/parking-meters.json',
    operation({ public: true }, 'samples', {
      operationId: 'cityParkingMetersSample',
      summary: "A sample of the city's parking-meters export (an array)",
      security: [],
      response: { 200: metersSample },
    }),
    async () => meters,
  );
  fastify.get(
    '/parking-lots.json',
    operation({ public: true }, 'samples', {
      operationId: 'cityParkingLotsSample',
      summary: "A sample of the city's parking-lots records (`results`)",
      security: [],
      response: { 200: lotsSample },
    }),
    async () => lots,
  );
};
export default sampleRoutes;
