import { z } from 'zod';
import { paginated, pageQuery } from '../pagination.ts';
import { MESSAGES, number, storableString } from '../validation.ts';
import { addCar, FLEET_ID_RULES } from './addCar.ts';
import { carIdentity } from './carSearch.ts';
import { carParams } from './carSearchQuery.ts';
import { PLATE_MESSAGES } from './plate.ts';
import { CARRIERS, TELEMETER_MODELS, VEHICLE_MODELS } from './referenceData.ts';

/**
 * Spec 5, Add car form: the fields checked on blur against the cars already in the system
 * (deployed or pending), and the message a taken value shows. The fleet is "unique" when it
 * exists: the spec lists it with the others.
 */
export const UNIQUE_MESSAGES = {
  vinNumber: 'infleet.errors.vinTaken',
  plateNumber: PLATE_MESSAGES.taken,
  telemeterId: 'infleet.errors.boxTaken',
  msisdn: 'infleet.errors.msisdnTaken',
  iccid: 'infleet.errors.iccidTaken',
  imsi: 'infleet.errors.imsiTaken',
  fleetId: 'infleet.errors.fleetUnknown',
} as const;
export type UniqueField = keyof typeof UNIQUE_MESSAGES;
export const UNIQUE_FIELDS = Object.keys(UNIQUE_MESSAGES) as UniqueField[];

/** POST /infleet/validate without `update`: any of the unique fields, each checked on its own. */
export const fieldCheckRequest = z
  .object({
    vinNumber: storableString(),
    plateNumber: storableString(),
    telemeterId: storableString(),
    msisdn: storableString(),
    iccid: storableString(),
    imsi: storableString(),
    fleetId: z.coerce
      .number({ error: MESSAGES.invalid })
      .int(MESSAGES.invalid)
      .min(FLEET_ID_RULES.min, MESSAGES.invalid)
      .max(FLEET_ID_RULES.max, MESSAGES.invalid),
  })
  .partial();
export type FieldCheckRequest = z.infer<typeof fieldCheckRequest>;

const fieldCheck = z.object({
  valid: z.boolean().describe("the value keeps the add-car form's rule"),
  unique: z.boolean().describe('no car holds it yet (for fleetId: the fleet exists)'),
});
/** Spec 7, Car add: "the infleet validate call returns per-field valid and unique flags". */
export const fieldChecks = z.object(
  Object.fromEntries(UNIQUE_FIELDS.map((field) => [field, fieldCheck.optional()])) as Record<
    UniqueField,
    z.ZodOptional<typeof fieldCheck>
  >,
);
export type FieldChecks = z.infer<typeof fieldChecks>;

/** Each field of `request` against its add-car rule, alone (the blur check sees one field). */
export const validFields = (request: FieldCheckRequest) => {
  const shape = addCar.shape;
  return Object.fromEntries(
    UNIQUE_FIELDS.filter((field) => request[field] !== undefined).map((field) => [
      field,
      shape[field].safeParse(request[field]).success,
    ]),
  ) as Partial<Record<UniqueField, boolean>>;
};

/** `?update=true` makes POST /infleet/validate the flow's Validate step for one pending car. */
export const validateQuery = z.object({
  update: z.enum(['true', 'false']).optional().describe('true: validate the pending car `vin` (spec 4)'),
});
/** The Validate step and the vendor registration name the pending car by its VIN. */
export const pendingCarBody = z.object({ vin: carParams.shape.vin });
/** POST /infleet/validate's body: the fields to check, or with ?update=true the pending car; no other field (a typo is refused, not ignored). */
export const validateBody = fieldCheckRequest.extend({ vin: pendingCarBody.shape.vin.optional() }).strict();

/** Stages a pending car moves through (spec 4): tested is read from its diagnostics' proof. */
export const PENDING_STAGES = ['added', 'vendorRegistered', 'validated', 'tested'] as const;
export type PendingStage = (typeof PENDING_STAGES)[number];

/** One row of /infleet/pendingVehicles. */
export const pendingVehicle = carIdentity.extend({
  stage: z.enum(PENDING_STAGES),
  addedAt: z.iso.datetime(),
  version: z.number().int(),
  diagnostics: z.object({
    passed: z.number().int(),
    failed: z.number().int(),
    total: z.number().int(),
  }),
});
export type PendingVehicle = z.infer<typeof pendingVehicle>;

export const pendingVehiclesQuery = z.object({
  ...pageQuery,
  fleetId: number(FLEET_ID_RULES),
});
export const pendingVehicles = paginated(pendingVehicle);

/** GET /infleet/formFields (spec 3, Car add form): the reference data the modal offers. */
export const infleetFormFields = z.object({
  fleets: z.array(z.object({ fleetId: z.number().int(), fleetName: z.string() })),
  carriers: z.array(z.string()),
  telemeterMap: z.record(z.string(), z.string()).describe('box model → the prefix of its box ids'),
  vehicleModels: z.array(
    z.object({
      makeId: z.number().int(),
      makeName: z.string(),
      models: z.array(
        z.object({ vehicleModelId: z.number().int(), modelName: z.string(), modelYear: z.number().int() }),
      ),
    }),
  ),
});
export type InfleetFormFields = z.infer<typeof infleetFormFields>;

/** The reference data of the form, but the fleets (the regions, read from the database). */
export const formReferenceData = (): Omit<InfleetFormFields, 'fleets'> => {
  const makes = [...new Set(VEHICLE_MODELS.map((model) => model.make))];
  let vehicleModelId = 0;
  return {
    carriers: CARRIERS.map((carrier) => carrier.name),
    telemeterMap: Object.fromEntries(TELEMETER_MODELS.map((box) => [box.model, box.prefix])),
    vehicleModels: makes.map((makeName, i) => ({
      makeId: i + 1,
      makeName,
      models: VEHICLE_MODELS.filter((model) => model.make === makeName).flatMap((model) =>
        model.years.map((modelYear) => ({
          vehicleModelId: ++vehicleModelId,
          modelName: model.model,
          modelYear,
        })),
      ),
    })),
  };
};
