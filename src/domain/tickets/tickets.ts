import { z } from 'zod';
import { memberName, staffName, staffWithFullName } from '../names.ts';

/**
 * Spec points 3 and 4: the values a ticket's fields take. Departments, sources and
 * priorities are the ones the demo data writes (server/seed/tickets.ts); the searches
 * accept these only.
 */
export const TICKET_STATUSES = ['Draft', 'New', 'In Progress', 'Deferred', 'Closed'] as const;

export const TICKET_DEPARTMENTS = ['Member Services', 'Billing', 'Fleet Operations'] as const;
export type TicketDepartment = (typeof TICKET_DEPARTMENTS)[number];

export const TICKET_SOURCES = [
  'Phone',
  'Email',
  'Chat',
  'App',
  'Social Media',
  'Field Report',
  'Telematics Alert',
] as const;

export const TICKET_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;

/** The category catalogue's values: Member Services 1-54, Fleet 55-84. */
export const CATEGORY_VALUE_MIN = 1;
export const CATEGORY_VALUE_MAX = 84;
export const isCategoryValue = (value: number): boolean =>
  Number.isInteger(value) && value >= CATEGORY_VALUE_MIN && value <= CATEGORY_VALUE_MAX;

const ticketVehicle = z.object({
  vin: z.string(),
  /** Null only if the car row is gone. */
  plateNumber: z.string().nullable(),
});

const ticketNote = z.object({
  id: z.number().int(),
  note: z.string(),
  createDateTime: z.iso.datetime(),
  /** Joined by the server, so a ticket is one request (spec 7, Ticket fetch: notes show their author). */
  createdBy: staffName.nullable().describe('the author; null when unknown'),
});

/** One row of /tickets. */
export const ticketSearchRow = z.object({
  id: z.number().int(),
  subject: z.string(),
  department: z.enum(TICKET_DEPARTMENTS),
  source: z.enum(TICKET_SOURCES).nullable(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  staff: staffWithFullName.nullable().describe('assigned to'),
  categories: z.array(z.number().int()).describe('category values 1-84'),
  customers: z.array(memberName),
  vehicles: z.array(ticketVehicle),
  createDateTime: z.iso.datetime(),
  createdBy: z.string().describe("the creator's e-mail"),
  updateDateTime: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});
export type TicketSearchRow = z.infer<typeof ticketSearchRow>;

/** /tickets/{id}: the row plus its details, notes (newest first), files and version. */
export const ticket = ticketSearchRow.extend({
  details: z.string().nullable(),
  notes: z.array(ticketNote).describe('newest first'),
  files: z.array(
    z.object({
      id: z.number().int(),
      fileName: z.string(),
      fileLocation: z.string(),
      fileDescription: z.string(),
    }),
  ),
  version: z.number().int().describe('sent back as If-Match on PUT /tickets/{id}; a stale one gets 412'),
});
export type Ticket = z.infer<typeof ticket>;
