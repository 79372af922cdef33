import { z } from 'zod';

/**
 * Spec points 3 and 4: the values a ticket's fields take. Departments, sources and
 * priorities are the ones the demo data writes (server/seed/tickets.ts); the searches
 * accept these only.
 */
export const TICKET_STATUSES = ['Draft', 'New', 'In Progress', 'Deferred', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

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
export type TicketSource = (typeof TICKET_SOURCES)[number];

export const TICKET_PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** The category catalogue's values: Member Services 1-54, Fleet 55-84. */
export const CATEGORY_VALUE_MIN = 1;
export const CATEGORY_VALUE_MAX = 84;
export const isCategoryValue = (value: number): boolean =>
  Number.isInteger(value) && value >= CATEGORY_VALUE_MIN && value <= CATEGORY_VALUE_MAX;

const ticketStaff = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  fullName: z.string(),
});
export type TicketStaff = z.infer<typeof ticketStaff>;

const ticketCustomer = z.object({
  /** bigserial: exact as a JS number up to 2^53. */
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  fullName: z.string().describe('first, (preferred) and last name'),
});
export type TicketCustomer = z.infer<typeof ticketCustomer>;

const ticketVehicle = z.object({
  vin: z.string(),
  /** Null only if the car row is gone. */
  plateNumber: z.string().nullable(),
});
export type TicketVehicle = z.infer<typeof ticketVehicle>;

const ticketNote = z.object({
  id: z.number().int(),
  note: z.string(),
  createDateTime: z.iso.datetime(),
  /** The web app fetches the authors' names with /staffs?ids=. */
  createdBy: z.number().int().nullable().describe("the author's staff id"),
});
export type TicketNote = z.infer<typeof ticketNote>;

/** One row of /tickets. */
export const ticketSearchRow = z.object({
  id: z.number().int(),
  subject: z.string(),
  department: z.enum(TICKET_DEPARTMENTS),
  source: z.enum(TICKET_SOURCES).nullable(),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  staff: ticketStaff.nullable().describe('assigned to'),
  categories: z.array(z.number().int()).describe('category values 1-84'),
  customers: z.array(ticketCustomer),
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

/** Spec point 7, Ticket fetch: first, preferred (when it differs) and last name. */
export const customerFullName = (c: {
  firstName: string;
  preferredName: string | null;
  lastName: string;
}): string =>
  [c.firstName, c.preferredName && c.preferredName !== c.firstName ? `(${c.preferredName})` : '', c.lastName]
    .filter(Boolean)
    .join(' ');

export const staffFullName = (s: { firstName: string; lastName: string }): string =>
  [s.firstName, s.lastName].filter(Boolean).join(' ');
