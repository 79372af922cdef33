import { z } from 'zod';
import { TICKET_CATEGORY_CATALOGUE } from '../tickets/ticketCategories.ts';
import { documented, storableString } from '../validation.ts';
import { LOCAL_DATE_TIME } from '../zonedTime.ts';

/**
 * Spec 7, parking ticket, GET /internal/trip/completed/{date}/vehicle/{id}: the time written on a city
 * parking ticket, in the city's clock (the car's fleet zone), and the car's plate or VIN.
 */
export const parkingTicketParams = z.object({
  date: documented(storableString().regex(LOCAL_DATE_TIME, 'parkingTicket.errors.date'), {
    pattern: LOCAL_DATE_TIME.source,
  }).describe("the ticket's wall-clock time, e.g. 2026-11-20T14:35, read in the car's zone"),
  id: documented(
    storableString()
      .trim()
      .regex(/^[0-9A-Za-z_ ]{1,17}$/, 'validation.vehicle'),
    {
      pattern: '^[0-9A-Za-z_ ]{1,17}$',
    },
  ).describe('the plate (as typed) or the VIN'),
});

/**
 * Spec 7 parking ticket: a ticket records what has happened, so a time still to come is a typing
 * slip. The server reads the time in the car's zone and refuses it after `now`; the form, before
 * it knows the car, refuses a day after today's (a city a day ahead of the browser, in the hours
 * around midnight, is left to the server).
 */
const FUTURE_TICKET = 'parkingTicket.errors.future';
export const ticketTimeRefusal = (at: Date, now: Date) => (at > now ? FUTURE_TICKET : undefined);
const dayKey = (day: Date) => day.getFullYear() * 10_000 + (day.getMonth() + 1) * 100 + day.getDate();
export const ticketDayRefusal = (day: Date | null | undefined, today: Date) =>
  day && dayKey(day) > dayKey(today) ? FUTURE_TICKET : undefined;

/**
 * The trip that had the car at that time, else the last one that ended before it, and its
 * member by name and number only: SUPPORT opens neither cars nor members (spec 6).
 */
export const parkingTicketAnswer = z.object({
  at: z.iso.datetime().describe('the ticket time as an instant'),
  vehicleTimeZone: z.string(),
  vin: z.string(),
  plateNumber: z.string(),
  match: z.enum(['inProgress', 'endedBefore', 'none']),
  trip: z
    .object({
      id: z.number().int(),
      startDateTime: z.iso.datetime(),
      endDateTime: z.iso.datetime().nullable(),
    })
    .nullable(),
  member: z.object({ customerNumber: z.string(), name: z.string() }).nullable(),
});
export type ParkingTicketAnswer = z.infer<typeof parkingTicketAnswer>;

/** Parking › Parking ticket dispute: the category a ticket opened from here starts with. */
export const PARKING_TICKET_CATEGORY = TICKET_CATEGORY_CATALOGUE.find(
  (entry) => entry.category === 'parking' && entry.label === 'ticketCategories.labels.parkingTicketDispute',
)!.value;
