import { z } from 'zod';
import { carSearchRow } from './carSearch.ts';
import { SEARCHED_CAR_STATUSES } from './carStatus.ts';
import { normalizeMsisdn, normalizePlate } from '../formats.ts';
import { exportReaderQuery } from '../exportQuery.ts';
import { pageQuery, paginated, SORT_ORDERS } from '../pagination.ts';
import { MESSAGES, optionalMatching, optionalOneOf, optionalText, storableString } from '../validation.ts';

/** Spec point 5: 17 characters, digits, capital letters and underscore. */
export const VIN_PATTERN = /^[0-9A-Z_]{17}$/;

/** A car's path parameter, /vehicle/{vin} and the like: the VIN of spec point 5. */
export const carParams = z.object({
  vin: storableString()
    .trim()
    .toUpperCase()
    .refine((v) => VIN_PATTERN.test(v), 'validation.vin'),
});

/**
 * Spec point 5's plate shapes, as their two words without the space: L = letter, D = digit
 * ("151 WFC" is DDD LLL).
 */
const PLATE_SHAPES = [
  ['LLL', 'DDD'],
  ['DDD', 'LLL'],
  ['LLD', 'DDL'],
] as const;
const charClass = (c: string) => (/[A-Z]/.test(c) ? 'L' : /\d/.test(c) ? 'D' : '?');
const fits = (text: string, shape: string) =>
  text.length <= shape.length && [...text].every((c, i) => shape[i] === charClass(c));

/**
 * Spec 9, searching a plate: whether the text could be the start of one of a plate's words, the
 * first ("151", "151W", "151 WFC") or the second ("WFC", "23C"): staff read either off a car.
 */
export const isPlatePrefix = (value: string): boolean => {
  const plate = normalizePlate(value);
  return (
    plate.length > 0 &&
    PLATE_SHAPES.some(([first, second]) => fits(plate, first + second) || fits(plate, second))
  );
};

/**
 * The orders the car search offers, each read from a search index of migration 002 (ties by
 * VIN); without one, the order of the most selective filter given, else the plate.
 */
export const CAR_SORTS = ['licencePlate', 'vin', 'telemeterId', 'msisdn', 'model'] as const;

/**
 * The car search's query string (spec point 3, Car search). Blank values mean "no filter".
 * VIN and box id are compared upper-cased, plates upper-cased without spaces.
 */
export const carSearchQuery = z.object({
  licencePlate: optionalMatching((v) => /^[A-Za-z0-9 ]{1,10}$/.test(v), 'validation.licencePlate'),
  vin: optionalMatching((v) => /^[0-9A-Za-z_]{1,17}$/.test(v), 'validation.vinSearch'),
  telemeterId: optionalMatching((v) => /^[0-9A-Za-z]{1,15}$/.test(v), 'validation.telemeterId'),
  status: optionalOneOf(SEARCHED_CAR_STATUSES),
  model: optionalText(100),
  msisdn: optionalMatching((v) => /^\d{1,15}$/.test(normalizeMsisdn(v)), 'validation.msisdn'),
  /** Free text from the Home page's search box: a VIN, a plate or the start of a VIN. */
  q: optionalText(100),
  sort: z.enum(CAR_SORTS, { error: MESSAGES.invalid }).optional(),
  order: z.enum(SORT_ORDERS, { error: MESSAGES.invalid }).optional(),
  ...pageQuery,
  ...exportReaderQuery,
});
export type CarSearchQuery = z.output<typeof carSearchQuery>;

export type CarSearchField = (typeof CAR_SORTS)[number];

/** Spec 3 Car search, VIN: a search of this many characters or more also finds the end of a VIN. */
export const VIN_ENDING_MIN = 4;

interface VinSearch {
  field: 'vin';
  value: string;
  /** A whole VIN: that car alone. */
  exact?: true;
  /** The VINs that end with the value match too. */
  ending?: true;
}

/**
 * Spec 3 Car search, what a VIN search matches: 17 characters, that VIN; 4 to 16, the VINs that
 * start or end with them (staff read the last characters off the windscreen); 1 to 3, the VINs
 * that start with them (the maker's code is a VIN's first three; its last three match thousands).
 */
export const vinSearchOf = (typed: string): VinSearch => {
  const value = typed.replace(/\s/g, '').toUpperCase();
  if (VIN_PATTERN.test(value)) return { field: 'vin', value, exact: true };
  return value.length >= VIN_ENDING_MIN ? { field: 'vin', value, ending: true } : { field: 'vin', value };
};

/** What free text means: a plate-looking text → the start of a plate's word; else a VIN search (vinSearchOf). */
export const classifyCarSearchText = (q: string): VinSearch | { field: 'licencePlate'; value: string } => {
  const value = q.trim().toUpperCase();
  if (isPlatePrefix(value)) return { field: 'licencePlate', value: normalizePlate(value) };
  return vinSearchOf(value);
};

export const carSearchResult = paginated(carSearchRow);
export type CarSearchResult = z.infer<typeof carSearchResult>;
