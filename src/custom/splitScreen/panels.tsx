import { Link as MuiLink, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MemberPaymentRow } from '../../domain/payments/payments.ts';
import type { RecentTicket } from '../../domain/customers/recentActivity.ts';
import type { CustomerTripRow } from '../../domain/trips/trips.ts';
import type { PanelDeclaration, RouteParams } from '../shell/declarations.ts';
import { paymentRow, profileTabPath, ticketRow, tripRow } from './activityRows.ts';
import { RecentActivityPanel } from './RecentActivityPanel.tsx';
import { RecentList } from './RecentList.tsx';

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

const MemberActivity = ({ params }: { params: RouteParams }) => (
  <>
    <RecentActivityPanel customerId={params.customerId} />
    <FullTabLinks customerId={params.customerId} tabs={['activity', 'tickets', 'trips', 'billing']} />
  </>
);

const MemberTickets = ({ params }: { params: RouteParams }) => (
  <>
    <RecentList<RecentTicket & { id: number }>
      resource="tickets"
      filter={{ customer: params.customerId }}
      rowOf={ticketRow}
      errorKey="memberActivity.ticketsError"
      emptyKey="splitScreen.noTickets"
    />
    <FullTabLinks customerId={params.customerId} tabs={['tickets']} />
  </>
);

const MemberTrips = ({ params }: { params: RouteParams }) => (
  <>
    <RecentList<CustomerTripRow>
      resource="customerTrips"
      meta={{ id: params.customerId }}
      rowOf={tripRow}
      errorKey="memberActivity.tripsError"
      emptyKey="memberActivity.noTrips"
    />
    <FullTabLinks customerId={params.customerId} tabs={['trips']} />
  </>
);

const MemberPayments = ({ params }: { params: RouteParams }) => (
  <>
    <RecentList<MemberPaymentRow>
      resource="billingPayments"
      filter={{ customerId: params.customerId }}
      rowOf={paymentRow}
      errorKey="memberActivity.paymentsError"
      emptyKey="memberActivity.noPayments"
    />
    <FullTabLinks customerId={params.customerId} tabs={['billing']} />
  </>
);

const CarTickets = ({ params }: { params: RouteParams }) => (
  <RecentList<RecentTicket & { id: number }>
    resource="tickets"
    filter={{ vehicles: params.vin }}
    rowOf={ticketRow}
    errorKey="splitScreen.carTicketsError"
    emptyKey="splitScreen.noTickets"
  />
);

export const memberActivityPanel: PanelDeclaration = { title: 'recentActivity', Content: MemberActivity };
export const memberTicketsPanel: PanelDeclaration = { title: 'tickets', Content: MemberTickets };
export const memberTripsPanel: PanelDeclaration = { title: 'trips', Content: MemberTrips };
export const memberPaymentsPanel: PanelDeclaration = { title: 'payments', Content: MemberPayments };
export const carActivityPanel: PanelDeclaration = { title: 'recentActivity', Content: CarTickets };
