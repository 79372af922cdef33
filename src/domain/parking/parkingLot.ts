import { z } from 'zod';
import { recordVersion } from '../audit.ts';
import { exportReaderQuery } from '../exportQuery.ts';
import { optionalSerialId } from '../ids.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { MESSAGES, number, optionalText, text } from '../validation.ts';

/** The spec gives no length; a lot's name and description fit these (a sign, a paragraph). */
export const PARKING_LOT_NAME_MAX = 100;
export const PARKING_LOT_DESCRIPTION_MAX = 500;
export const ANALYSIS_AREA_MAX = 100;
/** A lot's spaces are its numbered spots (parking_spots): a bound keeps one save's rows few. */
export const PARKING_LOT_SPACES_MAX = 2000;

export const PARKING_MESSAGES = {
  /** Fewer spaces would drop a spot a car is parked in. */
  spotOccupied: 'parking.errors.spotOccupied',
  unknownFleet: 'parking.errors.unknownFleet',
} as const;

const flag = z.boolean({ error: MESSAGES.invalid }).optional();

/**
 * Spec 5 "Parking lot": name, description, latitude, longitude and spaces required; the ranges
 * are a point on Earth and a count of spaces. The modal validates field by field with these.
 */
export const parkingLotFields = {
  fleetId: number({ required: true, min: 1, max: 2_147_483_647, integer: true }),
  name: text({ required: true, max: PARKING_LOT_NAME_MAX }),
  description: text({ required: true, max: PARKING_LOT_DESCRIPTION_MAX }),
  latitude: number({ required: true, min: -90, max: 90 }),
  longitude: number({ required: true, min: -180, max: 180 }),
  spaces: number({ required: true, min: 1, max: PARKING_LOT_SPACES_MAX, integer: true }),
  overflowSpaces: number({ min: 0, max: PARKING_LOT_SPACES_MAX, integer: true }),
  visibleOnApp: flag,
  overflowParking: flag,
  ubcParking: flag,
  analysisArea: text({ max: ANALYSIS_AREA_MAX }),
};

/** POST /parking/add: the modal's fields; the server sets updatedOn. */
export const parkingLotAdd = z.object(parkingLotFields).strict();
export type ParkingLotAdd = z.infer<typeof parkingLotAdd>;

/** POST /parking/update: the lot by id and the whole form again; the version goes as If-Match. */
export const parkingLotUpdate = z
  .object({
    lotId: number({ required: true, min: 1, max: 2_147_483_647, integer: true }),
    ...parkingLotFields,
  })
  .strict();
export type ParkingLotUpdate = z.infer<typeof parkingLotUpdate>;

/** Spec 3 "Parking lot" as the API answers it. */
export const parkingLot = z.object({
  id: z.number().int(),
  fleetId: z.number().int(),
  fleetName: z.string(),
  name: z.string(),
  description: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  spaces: z.number().int(),
  overflowSpaces: z.number().int(),
  visibleOnApp: z.boolean(),
  overflowParking: z.boolean(),
  ubcParking: z.boolean(),
  analysisArea: z.string().nullable(),
  updatedOn: z.iso.datetime().describe('set by the server on every change'),
  version: recordVersion,
});
export type ParkingLot = z.infer<typeof parkingLot>;
export const parkingLotList = paginated(parkingLot);

/** GET /parking: by name's start and fleet, in name order (migration 124's indexes); by id to read one again. */
export const parkingLotQuery = z.object({
  lotId: optionalSerialId(MESSAGES.invalid),
  name: optionalText(PARKING_LOT_NAME_MAX),
  fleetId: optionalSerialId(MESSAGES.invalid),
  ...pageQuery,
  ...exportReaderQuery,
});
export type ParkingLotQuery = z.infer<typeof parkingLotQuery>;

/** A numbered space of a lot, with the car parked there, if any. */
export const parkingSpot = z.object({
  id: z.number().int(),
  lotId: z.number().int(),
  lotName: z.string(),
  number: z.number().int(),
  vin: z.string().nullable().describe('the car parked in the spot; none when it is free'),
});
export type ParkingSpot = z.infer<typeof parkingSpot>;
export const parkingSpotList = paginated(parkingSpot);

/** GET /parking/spots: every lot's spots without a parameter, one lot's with lotId. */
export const parkingSpotQuery = z.object({ lotId: optionalSerialId(MESSAGES.invalid), ...pageQuery });
export type ParkingSpotQuery = z.infer<typeof parkingSpotQuery>;

/**
 * A lot's spots after a save: spots 1..spaces exist; spots past a smaller count go, unless a car
 * is parked there (the save is refused: the car would lose its spot).
 */
export const spotChange = (spaces: number, stored: readonly { number: number; vin: string | null }[]) => {
  const numbers = new Set(stored.map((spot) => spot.number));
  const dropped = stored.filter((spot) => spot.number > spaces);
  return {
    blocked: dropped.some((spot) => spot.vin !== null),
    add: Array.from({ length: spaces }, (_, i) => i + 1).filter((n) => !numbers.has(n)),
    remove: dropped.map((spot) => spot.number),
  };
};
