import { z } from 'zod';
import { CAR_STATUSES } from '../cars/carStatus.ts';
import { numberedMemberName } from '../names.ts';

/**
 * Spec point 7, /tickets/{id}/customers ("related customers"): the ticket's members as its
 * links need them, names, customer number and the id of the profile a link opens. Nothing of
 * the account: every ticket role reads this, SUPPORT and SVC included.
 */
export const ticketRelatedCustomers = z.object({ data: z.array(numberedMemberName) });

/** Spec point 7, /tickets/{id}/vehicle: the ticket's cars and their state. */
export const ticketRelatedVehicle = z.object({
  vin: z.string(),
  plateNumber: z.string(),
  status: z.enum(CAR_STATUSES),
  make: z.string(),
  model: z.string(),
  fuelLevel: z.number().int().nullable().describe('percent, null when the car has not reported it'),
});
export type TicketRelatedVehicle = z.infer<typeof ticketRelatedVehicle>;

export const ticketRelatedVehicles = z.object({ data: z.array(ticketRelatedVehicle) });
