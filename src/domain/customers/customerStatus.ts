/** Spec point 4: a member account's status and suspension status. */
export const ACCOUNT_STATUSES = ['ACTIVE', 'CLOSED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const SUSPEND_STATUSES = ['UNSUSPENDED', 'SUSPENDED-FLAG', 'SUSPENDED-OSB'] as const;
export type SuspendStatus = (typeof SUSPEND_STATUSES)[number];
