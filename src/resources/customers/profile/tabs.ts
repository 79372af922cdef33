import { lazy, type ComponentType } from 'react';
import type { CustomerDetail } from '../../../domain/customers/customerDetail.ts';

/** Spec 2 Customer profile: the tabs, in the spec's order; the URL names one (`?tab=activity`). */
export const PROFILE_TAB_KEYS = [
  'profile',
  'billing',
  'activity',
  'reservation',
  'trips',
  'tickets',
] as const;
export type ProfileTabKey = (typeof PROFILE_TAB_KEYS)[number];

export interface ProfileTab {
  key: ProfileTabKey;
  Tab: ComponentType<{ customer: CustomerDetail }>;
}

/** Each tab's component loads on first visit, so the profile's first paint waits for one tab only. */
export const PROFILE_TABS: readonly ProfileTab[] = [
  {
    key: 'profile',
    Tab: lazy(() => import('./profileTab/ProfileTab.tsx').then((m) => ({ default: m.ProfileTab }))),
  },
  {
    key: 'billing',
    Tab: lazy(() => import('./billing/BillingTab.tsx').then((m) => ({ default: m.BillingTab }))),
  },
  {
    key: 'activity',
    Tab: lazy(() => import('./activity/ActivityLogTab.tsx').then((m) => ({ default: m.ActivityLogTab }))),
  },
  {
    key: 'reservation',
    Tab: lazy(() => import('./reservation/ReservationTab.tsx').then((m) => ({ default: m.ReservationTab }))),
  },
  { key: 'trips', Tab: lazy(() => import('./trips/TripsTab.tsx').then((m) => ({ default: m.TripsTab }))) },
  {
    key: 'tickets',
    Tab: lazy(() => import('./tickets/TicketsTab.tsx').then((m) => ({ default: m.TicketsTab }))),
  },
];

/** The tab a URL's `tab` parameter names; the Profile tab when it names none. */
export const profileTabOf = (param: string | null): ProfileTab =>
  PROFILE_TABS.find((tab) => tab.key === param) ?? PROFILE_TABS[0];
