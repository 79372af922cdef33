import type { TranslateFunction } from 'react-admin';
import { factsLine, type CompactRow } from '../splitScreen/compactRow.ts';
import { pathOf } from '../routes/routeTable.ts';
import { formatZonedDateTime } from '../../domain/formats.ts';
import type { RecentTicket } from '../../domain/customers/recentActivity.ts';
import { ticketValueKey } from '../../domain/tickets/ticketValues.ts';

/** A ticket in a split-screen list (a member's, a car's): its number, subject, status, priority and time. */
export const ticketRow = (
  ticket: RecentTicket,
  locale: string,
  translate: TranslateFunction,
): CompactRow => ({
  key: `ticket-${ticket.id}`,
  to: pathOf('editTicket', { ticketId: ticket.id }),
  primary: `${translate('memberActivity.ticket', { id: ticket.id })} ${ticket.subject}`,
  secondary: factsLine(
    translate(ticketValueKey('status', ticket.status)),
    translate(ticketValueKey('priority', ticket.priority)),
    formatZonedDateTime(ticket.createDateTime, locale),
  ),
});
