import { TICKET_DEPARTMENTS, TICKET_PRIORITIES, TICKET_SOURCES, TICKET_STATUSES } from './tickets.ts';

/** A ticket field whose values the screens show in words (`ticketSearch.<field>.<value>` in i18n). */
export type TicketValueField = 'department' | 'source' | 'priority' | 'status';

const VALUES: Record<TicketValueField, readonly string[]> = {
  department: TICKET_DEPARTMENTS,
  source: TICKET_SOURCES,
  priority: TICKET_PRIORITIES,
  status: TICKET_STATUSES,
};

/** The i18n key of a ticket value's words. */
export const ticketValueKey = (field: TicketValueField, value: string): string =>
  `ticketSearch.${field}.${value}`;

/** A select's choices for a ticket field: the stored value as id, its words as name. */
export const ticketValueChoices = (field: TicketValueField) =>
  VALUES[field].map((value) => ({ id: value, name: ticketValueKey(field, value) }));
