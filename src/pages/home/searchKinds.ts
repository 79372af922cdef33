import type { CarSearchRow } from '../../domain/cars/carSearch.ts';
import type { CustomerSearchRow } from '../../domain/customers/customerSearch.ts';
import { formatPhone } from '../../domain/formats.ts';
import type { Entity } from '../../domain/entities.ts';
import { TICKET_KEYWORD } from '../../domain/tickets/ticketSearchQuery.ts';

/** What the home search looks for, in the order the groups show. */
export const SEARCH_KINDS = ['members', 'cars', 'tickets'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The entity each kind searches; a kind whose area the role cannot open is not searched at all (spec 6). */
const KIND_ENTITIES: Record<SearchKind, Entity> = {
  members: 'customers',
  cars: 'cars',
  tickets: 'tickets',
};

/** Spec 9: searching starts at 3 characters and waits 300 ms after the last key. */
export const HOME_SEARCH_MIN_CHARS = 3;
export const HOME_SEARCH_DELAY_MS = 300;
/** A start page shows a taste of each kind; the full lists are one click away. */
export const HOME_SEARCH_LIMIT = 5;

/** The kinds whose entity react-admin's canAccess opens to the user (`allows`, from useEntityAccess). */
export const searchKindsFor = (allows: (entity: Entity) => boolean): SearchKind[] =>
  SEARCH_KINDS.filter((kind) => allows(KIND_ENTITIES[kind]));

/** Ticket numbers are digits (an optional leading #). */
const ticketIdOf = (q: string): string | undefined => /^#?(\d{1,9})$/.exec(q.trim())?.[1];

/**
 * How the box asks the ticket search: a ticket number by its id, any other text by the words of
 * the subject, details or notes (ticketSearchQuery's keyword, within its length).
 */
export const ticketSearchOf = (q: string): { ticketId: string } | { keyword: string } | undefined => {
  const ticketId = ticketIdOf(q);
  if (ticketId) return { ticketId };
  const keyword = q.trim();
  return keyword.length >= TICKET_KEYWORD.min && keyword.length <= TICKET_KEYWORD.max
    ? { keyword }
    : undefined;
};

export interface TicketHit {
  id: number;
  subject: string;
  status: string;
}

export interface SearchHit {
  key: string;
  /** Where the result opens (spec 2 routes). */
  to: string;
  primary: string;
  secondary?: string;
}

/** The members search with the same free text, where every match can be paged through. */
export const memberSearchPath = (q: string) =>
  `/customer-search?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

/** Same-named members are told apart by customer number, city and e-mail. */
export const memberHit = (row: CustomerSearchRow): SearchHit => ({
  key: `member-${row.id}`,
  to: `/customer-profile/${row.id}`,
  primary: `${row.firstName} ${row.lastName}`,
  secondary: [row.customerNumber, row.city, row.emailAddress, formatPhone(row.phoneNumber)]
    .filter(Boolean)
    .join(' · '),
});

export const carHit = (
  row: Pick<CarSearchRow, 'vin' | 'plateNumber' | 'make' | 'model' | 'fleetName'>,
): SearchHit => ({
  key: `car-${row.vin}`,
  to: `/cars/${encodeURIComponent(row.vin)}`,
  primary: [row.plateNumber, row.make, row.model].filter(Boolean).join(' · '),
  secondary: [row.vin, row.fleetName].filter(Boolean).join(' · '),
});

export const ticketHit = (row: TicketHit): Omit<SearchHit, 'primary'> & { id: number } => ({
  key: `ticket-${row.id}`,
  id: row.id,
  to: `/edit-ticket/${row.id}`,
  secondary: row.subject,
});
