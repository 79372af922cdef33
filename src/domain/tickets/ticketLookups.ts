import { z } from 'zod';
import { numberedMemberName } from '../names.ts';
import { documented, storableString, trimmedAtLeast } from '../validation.ts';

/** A lookup answers at most this many matches: enough to pick from, small enough to read at once. */
export const TICKET_LOOKUP_LIMIT = 20;
export const TICKET_LOOKUP_MIN_LENGTH = 2;

/**
 * Spec 5, Autocomplete (README, SUPPORT and SVC find members and cars for a ticket): the text a ticket's customer or vehicle autocomplete sends. Nothing else is
 * accepted, so the lookup cannot be turned into a wider search than name, number, plate or VIN.
 */
export const ticketLookupQuery = z.strictObject({
  q: documented(
    storableString({ error: 'validation.required' })
      .trim()
      .min(TICKET_LOOKUP_MIN_LENGTH, 'validation.minLength')
      .max(100, 'validation.maxLength'),
    { pattern: trimmedAtLeast(TICKET_LOOKUP_MIN_LENGTH) },
  ),
});

/** A car as a ticket's vehicle picker shows one: plate and VIN only. */
export const ticketVehicleOption = z.object({
  id: z.string().describe('the VIN'),
  vin: z.string(),
  plateNumber: z.string(),
});
export type TicketVehicleOption = z.infer<typeof ticketVehicleOption>;

export const ticketCustomerLookupResult = z.object({
  data: z
    .array(numberedMemberName)
    .describe('members as the picker shows them: name and customer number only')
    .max(TICKET_LOOKUP_LIMIT),
});
export const ticketVehicleLookupResult = z.object({
  data: z.array(ticketVehicleOption).max(TICKET_LOOKUP_LIMIT),
});
