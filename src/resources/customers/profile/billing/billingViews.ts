import { urlTabs } from '../../../../custom/layout/urlTabs.ts';

/** Spec 2 Customer profile: the Billing tab's sub-views, in the spec's order; the URL names one (`&view=statements`). */
export const BILLING_VIEWS = urlTabs('view', {
  all: () => import('./AllBillingView.tsx').then((m) => m.AllBillingView),
  statements: () => import('./StatementsView.tsx').then((m) => m.StatementsView),
  freeMinutes: () => import('./FreeMinutesView.tsx').then((m) => m.FreeMinutesView),
});
