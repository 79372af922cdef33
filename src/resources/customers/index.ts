import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import type { ResourceDeclaration, RouteDeclaration } from '../../custom/routes/declarations.ts';
import type { CustomerSearchRow } from '../../domain/customers/customerSearch.ts';
import { CustomerCrumb } from './CustomerCrumb.tsx';
import {
  memberActivityPanel,
  memberPaymentsPanel,
  memberTicketsPanel,
  memberTripsPanel,
} from './panels/memberPanels.tsx';
import { ProfileRoute } from './profile/ProfileRoute.tsx';

const MemberSubRoute = lazy(() =>
  import('./profile/MemberSubRoute.tsx').then((m) => ({ default: m.MemberSubRoute })),
);

/** Spec 2: the profile's sub-routes, each with its member list in the split panel. */
const profilePage = (
  name: string,
  path: string,
  title: RouteDeclaration['title'],
  splitScreen: RouteDeclaration['splitScreen'],
): RouteDeclaration => ({
  name,
  path: `/customer-profile/{customerId}${path}`,
  entity: 'customers',
  title,
  component: MemberSubRoute,
  parent: 'customerProfile',
  splitScreen,
});

/**
 * Members (spec 2): the search at /customer-search and the profile at
 * /customer-profile/{customerId}. Screens load on first visit (their own chunks), so the
 * sign-in page stays small as screens grow.
 */
export default {
  name: 'customers',
  list: lazy(() => import('./CustomerList.tsx').then((m) => ({ default: m.CustomerList }))),
  icon: PeopleIcon,
  recordRepresentation: (record: CustomerSearchRow) => `${record.firstName} ${record.lastName}`,
  routes: [
    {
      name: 'customerSearch',
      path: '/customer-search',
      entity: 'customers',
      title: 'customerSearch',
      view: 'list',
      menu: { group: 'bar', order: 2, label: 'members' },
    },
    {
      name: 'customerProfileIndex',
      path: '/customer-profile',
      kind: 'redirect',
      entity: 'customers',
      title: 'customerProfile',
      redirectTo: '/customer-search',
    },
    {
      name: 'customerProfile',
      path: '/customer-profile/{customerId}',
      entity: 'customers',
      title: 'customerProfile',
      parent: 'customerSearch',
      component: ProfileRoute,
      Crumb: CustomerCrumb,
      tabCrumbs: { reservation: 'reservation' },
      splitScreen: memberActivityPanel,
    },
    profilePage('customerTickets', '/tickets', 'tickets', memberTicketsPanel),
    profilePage('customerTrips', '/trips', 'trips', memberTripsPanel),
    profilePage('customerPayments', '/payments', 'payments', memberPaymentsPanel),
  ],
} satisfies ResourceDeclaration;
