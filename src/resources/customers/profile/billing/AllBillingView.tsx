import { pendingTab } from '../PendingTab.tsx';

/** Spec 2 Billing, All billing: the balance summary and the member's ledger lines (issue 18 point 3). */
export const AllBillingView = pendingTab('billingAll');
