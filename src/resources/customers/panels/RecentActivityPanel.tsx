import { useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { CompactList } from '../../../custom/splitScreen/CompactList.tsx';
import { timelineOf, type RecentActivity } from '../../../domain/customers/recentActivity.ts';
import { activityRow } from './activityRows.ts';

/**
 * Spec 2 split screen beside /customer-profile/{customerId}: the member's latest changes,
 * tickets, trips and payments in one list, newest first, from one bounded request.
 */
export const RecentActivityPanel = ({ customerId }: { customerId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending, error } = useGetOne<RecentActivity & { id: string }>(
    'recentActivity',
    { id: customerId },
    { retry: false },
  );
  return (
    <CompactList
      rows={data && timelineOf(data).map((item) => activityRow(item, locale, translate, customerId))}
      isPending={isPending}
      error={error}
      errorKey="memberActivity.activityError"
      emptyKey="memberActivity.noActivity"
    />
  );
};
