import { z } from 'zod';
import { auditEntry } from '../audit.ts';
import { memberPaymentRow, type MemberPaymentRow } from '../payments/payments.ts';
import { ticketSearchRow, type TicketSearchRow } from '../tickets/tickets.ts';
import { customerTripRow, type CustomerTripRow } from '../trips/trips.ts';

/** Spec 2 split screen: the panel is compact, so each kind brings its latest few, one request in all. */
export const RECENT_PER_KIND = 5;

export const recentTicket = ticketSearchRow.pick({
  id: true,
  subject: true,
  status: true,
  priority: true,
  createDateTime: true,
});
export type RecentTicket = z.infer<typeof recentTicket>;

/** A change made to the member through this product (their audit trail), without its values: the Activity Log tab shows those. */
export const recentChange = auditEntry.pick({ id: true, at: true, actorName: true, action: true }).extend({
  fields: z.array(z.string()).describe('the columns the change touched'),
});
export type RecentChange = z.infer<typeof recentChange>;

/** GET /customer-process/recentActivity/{id}: each kind newest first, at most RECENT_PER_KIND of each. */
export const recentActivity = z.object({
  changes: z.array(recentChange).max(RECENT_PER_KIND),
  tickets: z.array(recentTicket).max(RECENT_PER_KIND),
  trips: z.array(customerTripRow).max(RECENT_PER_KIND),
  payments: z.array(memberPaymentRow).max(RECENT_PER_KIND),
});
export type RecentActivity = z.infer<typeof recentActivity>;

export type ActivityItem =
  | { kind: 'change'; at: string; change: RecentChange }
  | { kind: 'ticket'; at: string; ticket: RecentTicket | TicketSearchRow }
  | { kind: 'trip'; at: string; trip: CustomerTripRow }
  | { kind: 'payment'; at: string; payment: MemberPaymentRow };

/**
 * Spec 2 split screen, "recent activity": the member's latest changes, tickets, trips and
 * payments in one list, newest first (a change made, a ticket opened, a trip started, a
 * payment made), cut to `limit`.
 */
export const timelineOf = (activity: RecentActivity, limit = RECENT_PER_KIND * 2): ActivityItem[] =>
  [
    ...activity.changes.map((change): ActivityItem => ({ kind: 'change', at: change.at, change })),
    ...activity.tickets.map((ticket): ActivityItem => ({
      kind: 'ticket',
      at: ticket.createDateTime,
      ticket,
    })),
    ...activity.trips.map((trip): ActivityItem => ({ kind: 'trip', at: trip.startDateTime, trip })),
    ...activity.payments.map((payment): ActivityItem => ({ kind: 'payment', at: payment.date, payment })),
  ]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, limit);
