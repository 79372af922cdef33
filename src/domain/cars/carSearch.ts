import { z } from 'zod';
import { CAR_STATES, CAR_STATUSES } from './carStatus.ts';
import { rentability } from './rentability.ts';

/** What names a car and its box, in every list of cars (the search's, the pending cars'). */
export const carIdentity = z.object({
  vin: z.string(),
  plateNumber: z.string(),
  fleetId: z.number().int(),
  fleetName: z.string().describe('the region name'),
  make: z.string(),
  model: z.string(),
  modelYear: z.number().int(),
  telemeterModel: z.string(),
  telemeterId: z.string(),
  carrier: z.string(),
  msisdn: z.string(),
});
export type CarIdentity = z.infer<typeof carIdentity>;

/** One row of the vehicle service's /vehicle/search. */
export const carSearchRow = carIdentity.extend({
  status: z.enum(CAR_STATUSES),
  isActive: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  fuelLevel: z.number().int().nullable(),
  batteryVoltage: z.number().nullable().describe('12 V battery, volts'),
  odometer: z.number().int().nullable(),
});
export type CarSearchRow = z.infer<typeof carSearchRow>;

/** Spec point 3, Car detail: /vehicle/{vin}. */
export const carDetail = carSearchRow.extend({
  sim: z
    .object({ provider: z.string(), msisdn: z.string(), imsi: z.string(), iccid: z.string() })
    .describe('the provider is the carrier'),
  state: z.enum(CAR_STATES),
  gps: z
    .object({ latitude: z.number(), longitude: z.number() })
    .nullable()
    .describe('the last reported position; null before the first fix'),
  createDateTime: z.iso.datetime(),
  fieldCheck: z
    .object({ at: z.iso.datetime(), tripId: z.number().int() })
    .nullable()
    .describe(
      'spec 4 Release member: a member released from this trip left the car; the field team is to check it',
    ),
  version: z.number().int().describe('sent back as If-Match by a change of the car'),
});
export type CarDetail = z.infer<typeof carDetail>;

/**
 * GET /vehicle/{vin}: the car with what staff ask of it first, whether members are offered it
 * (rentability.ts) and the trip under way that holds it (its commands move the car, spec 4).
 */
export const carDetailRead = carDetail.extend({
  rentability,
  tripUnderWay: z
    .object({ id: z.number().int() })
    .nullable()
    .describe('the ACTIVE trip of the car: end it from the trip screen before moving the car'),
});
export type CarDetailRead = z.infer<typeof carDetailRead>;
