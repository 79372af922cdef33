import { DL_RECORD_STATUSES } from '../../../../../domain/customers/accountSummary.ts';
import { ACCOUNT_STATUSES, SUSPEND_STATUSES } from '../../../../../domain/customers/customerStatus.ts';

export type StatusModal = 'accountStatus' | 'suspensionStatus' | 'driverRecordStatus';

/**
 * The account summary's three status modals (spec 2), each one choice of spec 4's values:
 * the field it changes, its values and the i18n group naming them. The summary's row, its
 * "Change" button and the modal are all drawn from here.
 */
export const STATUS_MODALS = {
  accountStatus: { source: 'accountStatus', values: ACCOUNT_STATUSES, labels: 'customers.accountStatus' },
  suspensionStatus: {
    source: 'accountSuspendStatus',
    values: SUSPEND_STATUSES,
    labels: 'customers.suspendStatus',
  },
  driverRecordStatus: {
    source: 'dlRecordStatus',
    values: DL_RECORD_STATUSES,
    labels: 'accountSummary.dlRecordStatus',
  },
} as const satisfies Record<StatusModal, { source: string; values: readonly string[]; labels: string }>;

export const STATUS_MODAL_NAMES = Object.keys(STATUS_MODALS) as StatusModal[];
