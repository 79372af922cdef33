import { z } from 'zod';
import { storableString } from './validation.ts';

/** A lookup answers at most this many matches: enough to pick from, small enough to read at once. */
export const TICKET_LOOKUP_LIMIT = 20;
export const TICKET_LOOKUP_MIN_LENGTH = 2;

/**
 * Issue 9 point 3: the text a ticket's customer or vehicle autocomplete sends. Nothing else is
 * accepted, so the lookup cannot be turned into a wider search than name, number, plate or VIN.
 */
export const ticketLookupQuery = z.strictObject({
  q: storableString({ error: 'validation.required' })
    .trim()
    .min(TICKET_LOOKUP_MIN_LENGTH, 'validation.minLength')
    .max(100, 'validation.maxLength'),
});
export type TicketLookupQuery = z.output<typeof ticketLookupQuery>;

/** A member as a ticket's customer picker shows one: name and customer number only. */
export const ticketCustomerOption = z.object({
  /** bigserial: exact as a JS number up to 2^53. */
  id: z.number().int(),
  customerNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  fullName: z.string().describe('first, (preferred) and last name'),
});
export type TicketCustomerOption = z.infer<typeof ticketCustomerOption>;

/** A car as a ticket's vehicle picker shows one: plate and VIN only. */
export const ticketVehicleOption = z.object({
  id: z.string().describe('the VIN'),
  vin: z.string(),
  plateNumber: z.string(),
});
export type TicketVehicleOption = z.infer<typeof ticketVehicleOption>;

export const ticketCustomerLookupResult = z.object({
  data: z.array(ticketCustomerOption).max(TICKET_LOOKUP_LIMIT),
});
export const ticketVehicleLookupResult = z.object({
  data: z.array(ticketVehicleOption).max(TICKET_LOOKUP_LIMIT),
});
