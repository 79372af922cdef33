import type { TranslateFunction } from 'react-admin';
import { formatCurrency, formatDateTime, formatNumber } from '../../domain/formats.ts';
import type { MemberPaymentRow } from '../../domain/payments/payments.ts';
import type { ActivityItem, RecentChange, RecentTicket } from '../../domain/customers/recentActivity.ts';
import type { CustomerTripRow } from '../../domain/trips/trips.ts';
import { pathOf } from '../shell/routeTable.ts';
import { ticketValueKey } from '../../domain/tickets/ticketValues.ts';

/** One line of a compact list: where it leads, what it is, and its facts in a smaller line. */
export interface CompactRow {
  key: string;
  to: string;
  primary: string;
  secondary: string;
}

const facts = (...values: (string | null | undefined)[]) => values.filter(Boolean).join(' · ');

export const ticketRow = (
  ticket: RecentTicket,
  locale: string,
  translate: TranslateFunction,
): CompactRow => ({
  key: `ticket-${ticket.id}`,
  to: pathOf('editTicket', { ticketId: ticket.id }),
  primary: `${translate('memberActivity.ticket', { id: ticket.id })} ${ticket.subject}`,
  secondary: facts(
    translate(ticketValueKey('status', ticket.status)),
    translate(ticketValueKey('priority', ticket.priority)),
    formatDateTime(ticket.createDateTime, locale),
  ),
});

/** Spec 3 Trip info: a trip's times in the car's zone. */
export const tripRow = (trip: CustomerTripRow, locale: string, translate: TranslateFunction): CompactRow => ({
  key: `trip-${trip.id}`,
  to: pathOf('tripDetail', { tripId: trip.id }),
  primary: `${translate('memberActivity.trip', { id: trip.id })} · ${trip.plateNumber}`,
  secondary: facts(
    translate(`memberActivity.tripStatus.${trip.status}`),
    formatDateTime(trip.startDateTime, locale, trip.vehicleTimeZone),
    trip.distanceKm === null
      ? null
      : translate('memberActivity.distance', { distance: formatNumber(trip.distanceKm, locale, 1) }),
    formatCurrency(trip.total, locale),
  ),
});

export const paymentRow = (
  payment: MemberPaymentRow,
  locale: string,
  translate: TranslateFunction,
): CompactRow => ({
  key: `payment-${payment.id}`,
  to: pathOf('payment', { paymentId: payment.id }),
  primary: `${translate('memberActivity.payment', { id: payment.id })} · ${formatCurrency(payment.amount, locale)}`,
  secondary: facts(
    translate(`memberActivity.paymentStatus.${payment.status}`),
    formatDateTime(payment.date, locale),
    payment.cardType,
  ),
});

/** A tab of the member's profile, as its URL names it (`?tab=trips`). */
export const profileTabPath = (customerId: string, tab: string) =>
  `${pathOf('customerProfile', { customerId })}?tab=${tab}`;

/** A change made to the member: who, when, how many fields; the Activity Log shows what from and to. */
export const changeRow = (
  change: RecentChange,
  locale: string,
  translate: TranslateFunction,
  customerId: string,
): CompactRow => ({
  key: `change-${change.id}`,
  to: profileTabPath(customerId, 'activity'),
  primary: translate('memberActivity.change', { actor: change.actorName }),
  secondary: facts(
    change.fields.length
      ? translate('memberActivity.fieldsChanged', { smart_count: change.fields.length })
      : null,
    formatDateTime(change.at, locale),
  ),
});

/** A timeline entry of the member as a compact line, whatever its kind. */
export const activityRow = (
  item: ActivityItem,
  locale: string,
  translate: TranslateFunction,
  customerId: string,
): CompactRow =>
  item.kind === 'change'
    ? changeRow(item.change, locale, translate, customerId)
    : item.kind === 'ticket'
      ? ticketRow(item.ticket, locale, translate)
      : item.kind === 'trip'
        ? tripRow(item.trip, locale, translate)
        : paymentRow(item.payment, locale, translate);
