import { Link as MuiLink, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PanelDeclaration, Title } from '../../../custom/routes/declarations.ts';
import { RecentList, type RecentListProps } from '../../../custom/splitScreen/RecentList.tsx';
import type { RecentTicket } from '../../../domain/customers/recentActivity.ts';
import type { MemberPaymentRow } from '../../../domain/payments/payments.ts';
import type { CustomerTripRow } from '../../../domain/trips/trips.ts';
import { paymentRow } from '../../../custom/compactRows/paymentRow.ts';
import { ticketRow } from '../../../custom/compactRows/ticketRow.ts';
import { tripRow } from '../../../custom/compactRows/tripRow.ts';
import { profileTabPath } from './activityRows.ts';
import { RecentActivityPanel } from './RecentActivityPanel.tsx';

/** The profile tab that lists all of a kind (`?tab=` of the profile's URL). */
type FullTab = 'activity' | 'tickets' | 'trips' | 'billing';
const FULL_TABS = [
  { tab: 'activity', label: 'memberActivity.allChanges' },
  { tab: 'tickets', label: 'memberActivity.allTickets' },
  { tab: 'trips', label: 'memberActivity.allTrips' },
  { tab: 'billing', label: 'memberActivity.allPayments' },
] as const satisfies readonly { tab: FullTab; label: string }[];

/** Spec 2: the panel's lists are compact, each with a link to the full tab. */
const FullTabLinks = ({ customerId, tabs }: { customerId: string; tabs: readonly FullTab[] }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ mt: 1, px: 2, flexWrap: 'wrap' }}>
      {FULL_TABS.filter(({ tab }) => tabs.includes(tab)).map(({ tab, label }) => (
        <MuiLink key={tab} component={Link} to={profileTabPath(customerId, tab)}>
          {translate(label)}
        </MuiLink>
      ))}
    </Stack>
  );
};

/** A member's panel (spec 2 split screen beside the profile's routes): its list, then links to the full tabs. */
const memberPanel = (
  title: Title,
  tabs: readonly FullTab[],
  List: (props: { customerId: string }) => ReactNode,
): PanelDeclaration => ({
  title,
  Content: ({ params }) => (
    <>
      <List customerId={params.customerId} />
      <FullTabLinks customerId={params.customerId} tabs={tabs} />
    </>
  ),
});

/** The member's latest records of one kind, and the link to the tab that lists them all. */
const memberListPanel = <T extends RaRecord>({
  title,
  tab,
  query,
  ...list
}: Omit<RecentListProps<T>, 'resource' | 'filter' | 'meta'> & {
  title: Title;
  tab: FullTab;
  /** Where the member's records are: the resource and the member's filter or path. */
  query: (customerId: string) => Pick<RecentListProps<T>, 'resource' | 'filter' | 'meta'>;
}): PanelDeclaration =>
  memberPanel(title, [tab], ({ customerId }) => <RecentList<T> {...list} {...query(customerId)} />);

export const memberActivityPanel = memberPanel(
  'recentActivity',
  ['activity', 'tickets', 'trips', 'billing'],
  RecentActivityPanel,
);

export const memberTicketsPanel = memberListPanel<RecentTicket & { id: number }>({
  title: 'tickets',
  tab: 'tickets',
  query: (customerId) => ({ resource: 'tickets', filter: { customer: customerId } }),
  rowOf: ticketRow,
  errorKey: 'memberActivity.ticketsError',
  emptyKey: 'splitScreen.noTickets',
});

export const memberTripsPanel = memberListPanel<CustomerTripRow>({
  title: 'trips',
  tab: 'trips',
  query: (customerId) => ({ resource: 'customerTrips', meta: { id: customerId } }),
  rowOf: tripRow,
  errorKey: 'memberActivity.tripsError',
  emptyKey: 'memberActivity.noTrips',
});

export const memberPaymentsPanel = memberListPanel<MemberPaymentRow>({
  title: 'payments',
  tab: 'billing',
  query: (customerId) => ({ resource: 'billingPayments', filter: { customerId } }),
  rowOf: paymentRow,
  errorKey: 'memberActivity.paymentsError',
  emptyKey: 'memberActivity.noPayments',
});
