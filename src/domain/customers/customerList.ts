import { z } from 'zod';
import { isRfidNumber } from '../formats.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { optionalMatching } from '../validation.ts';

/**
 * GET /customer (spec 7: "RFID conflict and list"): members by id, or the holder of an RFID
 * number, named by customer number and name so a refusal can say who holds it.
 */
export const customerListQuery = z.object({
  rfidNumber: optionalMatching(isRfidNumber, 'validation.rfidNumber'),
  ...pageQuery,
});
export type CustomerListQuery = z.output<typeof customerListQuery>;

export const customerListRow = z.object({
  id: z.number().int(),
  customerNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type CustomerListRow = z.infer<typeof customerListRow>;
export const customerListResult = paginated(customerListRow);
