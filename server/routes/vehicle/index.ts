import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CAR_STATES } from '../../../src/domain/carStatus.ts';
import { carSearchQuery, VIN_PATTERN, type CarSearchQuery } from '../../../src/domain/carSearchQuery.ts';
import { HttpError } from '../../plugins/app/httpError.ts';
import { zodSchema } from '../../plugins/app/validation.ts';
import { CAPPED_COUNT_NOTE, recordResponses, searchResponses } from '../responseSchemas.ts';
import { carSearchRowProperties } from './carRow.ts';
import { getCar } from './getCar.ts';
import { searchCars } from './searchCars.ts';

const carParams = z.object({
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => VIN_PATTERN.test(v), 'validation.vin'),
});

const carDetailSchema = {
  type: 'object',
  properties: {
    ...carSearchRowProperties,
    sim: {
      type: 'object',
      description: 'the provider is the carrier',
      properties: {
        provider: { type: 'string' },
        msisdn: { type: 'string' },
        imsi: { type: 'string' },
        iccid: { type: 'string' },
      },
    },
    state: { type: 'string', enum: [...CAR_STATES] },
    gps: {
      type: ['object', 'null'],
      properties: { latitude: { type: 'number' }, longitude: { type: 'number' } },
    },
    createDateTime: { type: 'string', format: 'date-time' },
  },
} as const;

/** Spec point 7, vehicle service: /vehicle/search and /vehicle/{vin}. */
export default async function vehicleRoutes(fastify: FastifyInstance) {
  fastify.get(
    '/search',
    {
      config: { entity: 'cars' },
      schema: {
        tags: ['cars'],
        summary: 'Car search by plate, VIN, box id, MSISDN or model prefix, status, or free text `q`',
        description:
          'Plates match upper-cased without spaces (ABC1 finds ABC 123). `q` is a whole VIN (17 characters), ' +
          'else a plate prefix when it has a plate shape, else a VIN prefix. Ordered by the first filter given ' +
          'among vin, telemeterId, msisdn, licencePlate, model; otherwise by plate. ' +
          CAPPED_COUNT_NOTE,
        querystring: zodSchema(carSearchQuery),
        response: searchResponses({ type: 'object', properties: carSearchRowProperties }, 'cars'),
      },
    },
    async (request) => searchCars(fastify.db, request.query as CarSearchQuery),
  );

  fastify.get(
    '/:vin',
    {
      config: { entity: 'carDetails' },
      schema: {
        tags: ['cars'],
        summary: 'Car detail: SIM, state, GPS, fuel level, battery voltage and odometer',
        params: zodSchema(carParams),
        response: recordResponses(carDetailSchema),
      },
    },
    async (request) => {
      const { vin } = request.params as z.output<typeof carParams>;
      const car = await getCar(fastify.db, vin);
      if (!car) throw new HttpError(404, 'error.notFound', `No car has VIN ${vin}`);
      return car;
    },
  );
}
