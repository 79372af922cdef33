import { lazy, type ComponentType } from 'react';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';

/** Spec 2 Customer profile: the Billing tab's sub-views, in the spec's order; the URL names one (`&view=statements`). */
export const BILLING_VIEW_KEYS = ['all', 'statements', 'freeMinutes'] as const;
export type BillingViewKey = (typeof BILLING_VIEW_KEYS)[number];

export interface BillingView {
  key: BillingViewKey;
  View: ComponentType<{ customer: CustomerDetail }>;
}

export const BILLING_VIEWS: readonly BillingView[] = [
  {
    key: 'all',
    View: lazy(() => import('./AllBillingView.tsx').then((m) => ({ default: m.AllBillingView }))),
  },
  {
    key: 'statements',
    View: lazy(() => import('./StatementsView.tsx').then((m) => ({ default: m.StatementsView }))),
  },
  {
    key: 'freeMinutes',
    View: lazy(() => import('./FreeMinutesView.tsx').then((m) => ({ default: m.FreeMinutesView }))),
  },
];

/** The sub-view a URL's `view` parameter names; All billing when it names none. */
export const billingViewOf = (param: string | null): BillingView =>
  BILLING_VIEWS.find((view) => view.key === param) ?? BILLING_VIEWS[0];
