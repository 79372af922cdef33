import { z } from 'zod';
import { documented, formatted, MESSAGES, number, storableString, text } from '../validation.ts';
import { INT_ID_MAX } from '../ids.ts';
import { plateSchema } from './plate.ts';
import { CARRIERS, TELEMETER_MODELS, VEHICLE_MODELS } from './referenceData.ts';

/** Spec 5, Add car form, and spec 9: VIN 17, box id 15, ICCID 19–20 digits, IMSI ≤ 15, MSISDN 1–15. */
const VIN_LENGTH = 17;
const BOX_ID_LENGTH = 15;

export const ADD_CAR_MESSAGES = {
  vinLength: 'cars.errors.vinLength',
  vinInvalid: 'cars.errors.vinInvalid',
  iccid: 'cars.errors.iccid',
  imsi: 'cars.errors.imsi',
  msisdn: 'cars.errors.msisdn',
} as const;

/**
 * The VIN as spec 5 has it, not ISO 3779: 17 of digits, capitals and underscore. A lower-case
 * letter is invalid rather than upper-cased: the VIN is the car's key and is typed as printed.
 */
const vinNumber = documented(
  storableString({ error: () => MESSAGES.required })
    .trim()
    .refine((vin) => vin !== '', MESSAGES.required)
    .refine((vin) => vin === '' || vin.length === VIN_LENGTH, ADD_CAR_MESSAGES.vinLength)
    .refine((vin) => vin.length !== VIN_LENGTH || /^[0-9A-Z_]+$/.test(vin), ADD_CAR_MESSAGES.vinInvalid),
  { pattern: `^[0-9A-Z_]{${VIN_LENGTH}}$` },
);

const digits = (min: number, max: number, message: string) =>
  formatted((value) => new RegExp(`^\\d{${min},${max}}$`).test(value), message, {
    pattern: `^\\d{${min},${max}}$`,
  })({ required: true });

/** A fleet is a region: its serial id. */
export const FLEET_ID_RULES = { integer: true, min: 1, max: Number(INT_ID_MAX) } as const;

/** Spec 3's Car add form, every rule of spec 5: the Add Car modal and POST /infleet share it. */
const addCarFields = {
  fleetId: number({ required: true, ...FLEET_ID_RULES }),
  plateNumber: plateSchema,
  vinNumber,
  telemeterModel: text({ required: true, max: 50 }),
  telemeterId: text({ required: true, length: BOX_ID_LENGTH }),
  carMake: text({ required: true, max: 50 }),
  carModel: text({ required: true, max: 50 }),
  /** The year of the model chosen in the form's list (formFields' vehicleModels). */
  modelYear: number({ required: true, integer: true, min: 1990, max: 2100 }),
  carrier: text({ required: true, max: 50 }),
  msisdn: digits(1, 15, ADD_CAR_MESSAGES.msisdn),
  imsi: digits(1, 15, ADD_CAR_MESSAGES.imsi),
  iccid: digits(19, 20, ADD_CAR_MESSAGES.iccid),
};
/**
 * The selects offer only the reference data (GET /infleet/formFields); a payload naming anything
 * else is refused at that field, as the form would.
 */
export const addCar = z.object(addCarFields).superRefine((car, context) => {
  const invalid = (path: keyof typeof addCarFields) =>
    context.addIssue({ code: 'custom', path: [path], message: MESSAGES.invalid });
  if (!TELEMETER_MODELS.some((box) => box.model === car.telemeterModel)) invalid('telemeterModel');
  if (!CARRIERS.some((carrier) => carrier.name === car.carrier)) invalid('carrier');
  const model = VEHICLE_MODELS.find((m) => m.make === car.carMake && m.model === car.carModel);
  if (!VEHICLE_MODELS.some((m) => m.make === car.carMake)) invalid('carMake');
  else if (!model) invalid('carModel');
  else if (!model.years.includes(car.modelYear)) invalid('modelYear');
});
export type AddCar = z.output<typeof addCar>;
