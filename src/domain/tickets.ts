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

export interface TicketStaff {
  id: number;
  firstName: string;
  lastName: string;
  role: string;
  fullName: string;
}

export interface TicketCustomer {
  /** bigserial: exact as a JS number up to 2^53. */
  id: number;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  fullName: string;
}

export interface TicketVehicle {
  vin: string;
  /** Null only if the car row is gone. */
  plateNumber: string | null;
}

export interface TicketNote {
  id: number;
  note: string;
  createDateTime: string;
  /** The author's staff id (the web app fetches their names with /staffs?ids=). */
  createdBy: number | null;
}

/** One row of /tickets. */
export interface TicketSearchRow {
  id: number;
  subject: string;
  department: TicketDepartment;
  source: TicketSource | null;
  priority: TicketPriority;
  status: TicketStatus;
  staff: TicketStaff | null;
  categories: number[];
  customers: TicketCustomer[];
  vehicles: TicketVehicle[];
  createDateTime: string;
  /** The creator's e-mail. */
  createdBy: string;
  updateDateTime: string | null;
  updatedBy: string | null;
}

/** /tickets/{id}: the row plus its details and notes, newest note first. */
export interface Ticket extends TicketSearchRow {
  details: string | null;
  notes: TicketNote[];
}

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
