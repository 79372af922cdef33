import { pendingTab } from '../PendingTab.tsx';

/** Spec 2 Billing, Statements: the member's monthly statements, in English or French (issue 18 point 3). */
export const StatementsView = pendingTab('statements');
