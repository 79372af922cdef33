/** Spec point 4: a member account's status and suspension status. */
export const ACCOUNT_STATUSES = ['ACTIVE', 'CLOSED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const SUSPEND_STATUSES = ['UNSUSPENDED', 'SUSPENDED-FLAG', 'SUSPENDED-OSB'] as const;
export type SuspendStatus = (typeof SUSPEND_STATUSES)[number];

/**
 * A status in words as the member list shows it and its export writes it (docs/architecture.md, How data flows);
 * a value the app does not know yet shows as stored.
 */
export const memberStatusText = (
  group: 'accountStatus' | 'suspendStatus',
  value: string,
  translate: (key: string, options: { _: string }) => string,
): string => translate(`customers.${group}.${value}`, { _: value });
