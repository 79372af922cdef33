import type { TranslateFunction } from 'react-admin';
import { factsLine, type CompactRow } from '../../../custom/splitScreen/compactRow.ts';
import { pathOf } from '../../../custom/routes/routeTable.ts';
import { formatDateTime } from '../../../domain/formats.ts';
import type { ActivityItem, RecentChange } from '../../../domain/customers/recentActivity.ts';
import { paymentRow } from '../../../custom/compactRows/paymentRow.ts';
import { ticketRow } from '../../../custom/compactRows/ticketRow.ts';
import { tripRow } from '../../../custom/compactRows/tripRow.ts';

/** A tab of the member's profile, as its URL names it (`?tab=trips`). */
export const profileTabPath = (customerId: string, tab: string) =>
  `${pathOf('customerProfile', { customerId })}?tab=${tab}`;

/** A change made to the member: who, when, how many fields; the Activity Log shows what from and to. */
const changeRow = (
  change: RecentChange,
  locale: string,
  translate: TranslateFunction,
  customerId: string,
): CompactRow => ({
  key: `change-${change.id}`,
  to: profileTabPath(customerId, 'activity'),
  primary: translate('memberActivity.change', { actor: change.actorName }),
  secondary: factsLine(
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
