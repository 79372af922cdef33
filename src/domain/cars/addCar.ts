import { z } from 'zod';
import { documented, MESSAGES, storableString, text } from '../validation.ts';
import { plateSchema } from './plate.ts';

/** Spec 5, Add car form: the messages its own rules show (the general kinds come from MESSAGES). */
export const ADD_CAR_MESSAGES = {
  vinLength: 'infleet.errors.vinLength',
  vinInvalid: 'infleet.errors.vinInvalid',
  iccid: 'infleet.errors.iccid',
  imsi: 'infleet.errors.imsi',
  msisdn: 'infleet.errors.msisdn',
} as const;

/** Spec 5: the spec's own VIN alphabet (digits, capitals, underscore), not ISO 3779's. */
export const VIN_LENGTH = 17;
const VIN_CHARACTERS = /^[0-9A-Z_]*$/;
/** Spec 5 and 9: a box id is exactly 15 characters (the box model only prefills its prefix). */
export const BOX_ID_LENGTH = 15;

const required = () =>
  storableString({ error: () => MESSAGES.required })
    .trim()
    .refine((v) => v !== '', MESSAGES.required);

/** A too-short or too-long VIN says "should be 17 chars"; a wrong character says "invalid VIN". */
const vin = documented(
  required()
    .refine((v) => v === '' || v.length === VIN_LENGTH, ADD_CAR_MESSAGES.vinLength)
    .refine(
      (v) => v === '' || v.length !== VIN_LENGTH || VIN_CHARACTERS.test(v),
      ADD_CAR_MESSAGES.vinInvalid,
    ),
  { pattern: `^[0-9A-Z_]{${VIN_LENGTH}}$`, minLength: VIN_LENGTH, maxLength: VIN_LENGTH },
);

const digits = (pattern: RegExp, message: string) =>
  documented(
    required().refine((v) => v === '' || pattern.test(v), message),
    { pattern: pattern.source },
  );

/** Spec 5 and 9: ICCID 19 or 20 digits, IMSI up to 15, MSISDN 1 to 15. */
export const ICCID_PATTERN = /^\d{19,20}$/;
export const IMSI_PATTERN = /^\d{1,15}$/;
export const MSISDN_PATTERN = /^\d{1,15}$/;

/** Spec 3 "Car add form" with the rules of spec 5: one schema for the Add Car modal and POST /infleet. */
export const addCarSchema = z.object({
  fleetId: text({ required: true }),
  plateNumber: plateSchema,
  vinNumber: vin,
  telemeterModel: text({ required: true }),
  telemeterId: text({ required: true, length: BOX_ID_LENGTH }),
  carMake: text({ required: true }),
  carModel: text({ required: true }),
  carrier: text({ required: true }),
  msisdn: digits(MSISDN_PATTERN, ADD_CAR_MESSAGES.msisdn),
  imsi: digits(IMSI_PATTERN, ADD_CAR_MESSAGES.imsi),
  iccid: digits(ICCID_PATTERN, ADD_CAR_MESSAGES.iccid),
});
