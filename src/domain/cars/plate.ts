import { z } from 'zod';
import { MESSAGES, storableString } from '../validation.ts';

/**
 * Spec 5, Add car form: 3 digits and 3 capitals either way round, or 2 letters, a digit, a space,
 * 2 digits and a letter. Shared by the Add Car modal, the Change car plate modal and their routes.
 */
export const PLATE_PATTERN = /^(?:\d{3} [A-Z]{3}|[A-Z]{3} \d{3}|[A-Z]{2}\d \d{2}[A-Z])$/;

export const PLATE_MESSAGES = {
  invalid: 'cars.errors.plateInvalid',
  taken: 'cars.errors.plateTaken',
} as const;

/** Spec 5: upper-cased, with the space put after the third character whatever spacing was typed. */
export const formatPlate = (typed: string): string => {
  const bare = typed.replace(/\s/g, '').toUpperCase();
  return bare.length > 3 ? `${bare.slice(0, 3)} ${bare.slice(3)}` : bare;
};

/** A plate as typed, formatted, then held to the accepted shapes. */
export const plateSchema = storableString({ error: () => MESSAGES.required })
  .transform(formatPlate)
  .refine((plate) => plate !== '', MESSAGES.required)
  .refine((plate) => plate === '' || PLATE_PATTERN.test(plate), PLATE_MESSAGES.invalid);

/** Spec 2, Change car plate modal: the body of PATCH /vehicle/{vin}. */
export const plateChange = z.object({ plateNumber: plateSchema });
export type PlateChange = z.output<typeof plateChange>;
