import { urlTabs } from '../../../custom/layout/urlTabs.ts';

/** Spec 2 Customer profile: the tabs, in the spec's order; the URL names one (`?tab=activity`). */
export const PROFILE_TABS = urlTabs('tab', {
  profile: () => import('./profileTab/ProfileTab.tsx').then((m) => m.ProfileTab),
  billing: () => import('./billing/BillingTab.tsx').then((m) => m.BillingTab),
  activity: () => import('./activity/ActivityLogTab.tsx').then((m) => m.ActivityLogTab),
  reservation: () => import('./reservation/ReservationTab.tsx').then((m) => m.ReservationTab),
  trips: () => import('./trips/TripsTab.tsx').then((m) => m.TripsTab),
  tickets: () => import('./tickets/TicketsTab.tsx').then((m) => m.TicketsTab),
});
