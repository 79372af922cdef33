import { z } from 'zod';
import { documented, formatted, MESSAGES, number, storableString, text } from '../validation.ts';
import { plateSchema } from './plate.ts';

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

/** Spec 3's Car add form, every rule of spec 5: the Add Car modal and POST /infleet share it. */
const addCarFields = {
  fleetId: number({ required: true, integer: true, min: 1 }),
  plateNumber: plateSchema,
  vinNumber,
  telemeterModel: text({ required: true, max: 50 }),
  telemeterId: text({ required: true, length: BOX_ID_LENGTH }),
  carMake: text({ required: true, max: 50 }),
  carModel: text({ required: true, max: 50 }),
  carrier: text({ required: true, max: 50 }),
  msisdn: digits(1, 15, ADD_CAR_MESSAGES.msisdn),
  imsi: digits(1, 15, ADD_CAR_MESSAGES.imsi),
  iccid: digits(19, 20, ADD_CAR_MESSAGES.iccid),
};
export const addCar = z.object(addCarFields);
