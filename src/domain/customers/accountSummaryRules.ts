import type { AccountSummary, AccountSummaryUpdate, DlRecordStatus, RfidStatus } from './accountSummary.ts';
import type { AccountStatus, SuspendStatus } from './customerStatus.ts';

/** What an account summary change writes, in the summary's own words. */
export interface SummaryChanges {
  accountStatus?: AccountStatus;
  accountSuspendStatus?: SuspendStatus;
  dlRecordStatus?: DlRecordStatus;
  dlApprovedDateTime?: Date | null;
  rfidNumber?: string | null;
  rfidStatus?: RfidStatus | null;
}

/** A refused change: a message key the screen translates, and the HTTP status the server answers. */
export interface SummaryRefusal {
  messageKey: 'accountSummary.closeBlocked' | 'accountSummary.noRfid';
  statusCode: 409;
  /** The same in English, for tools and logs. */
  message: string;
}

type Current = Pick<
  AccountSummary,
  | 'accountStatus'
  | 'accountSuspendStatus'
  | 'dlRecordStatus'
  | 'outstandingBalance'
  | 'rfidNumber'
  | 'rfidStatus'
>;

/** Spec point 4, Account status: closing is blocked while a balance is outstanding. */
export const closeBlocked = (outstandingBalance: number): boolean => outstandingBalance > 0;

/**
 * Spec point 4's transitions applied to the current summary: an account with a balance does
 * not close; an approved driver record gets its approval date (and loses it when it is no
 * longer approved); a newly assigned RFID starts INACTIVE whatever status was asked; removing
 * the RFID clears its status; activating or deactivating needs an RFID. Unchanged fields are
 * left out, so an update that changes nothing writes nothing.
 */
export function accountSummaryChanges(
  current: Current,
  update: AccountSummaryUpdate,
  now: Date,
): SummaryChanges | SummaryRefusal {
  const changes: SummaryChanges = {};
  if (update.accountStatus && update.accountStatus !== current.accountStatus) {
    if (update.accountStatus === 'CLOSED' && closeBlocked(current.outstandingBalance)) {
      return {
        messageKey: 'accountSummary.closeBlocked',
        statusCode: 409,
        message: 'The account cannot be closed while a balance is outstanding',
      };
    }
    changes.accountStatus = update.accountStatus;
  }
  if (update.accountSuspendStatus && update.accountSuspendStatus !== current.accountSuspendStatus) {
    changes.accountSuspendStatus = update.accountSuspendStatus;
  }
  if (update.dlRecordStatus && update.dlRecordStatus !== current.dlRecordStatus) {
    changes.dlRecordStatus = update.dlRecordStatus;
    changes.dlApprovedDateTime = update.dlRecordStatus === 'APPROVED' ? now : null;
  }
  if (update.rfidNumber === null) {
    if (current.rfidNumber !== null) Object.assign(changes, { rfidNumber: null, rfidStatus: null });
  } else if (update.rfidNumber !== undefined && update.rfidNumber !== current.rfidNumber) {
    Object.assign(changes, { rfidNumber: update.rfidNumber, rfidStatus: 'INACTIVE' });
  } else if (update.rfidStatus && update.rfidStatus !== current.rfidStatus) {
    if (current.rfidNumber === null) {
      return { messageKey: 'accountSummary.noRfid', statusCode: 409, message: 'The member has no RFID' };
    }
    changes.rfidStatus = update.rfidStatus;
  }
  return changes;
}

export const isRefusal = (result: SummaryChanges | SummaryRefusal): result is SummaryRefusal =>
  'messageKey' in result;

/**
 * The audit action of a change, in the spec's words (spec 2 RFID modals): an RFID-only change
 * is named after its modal, any other change of the summary is `accountSummary`.
 */
export const summaryAction = (changes: SummaryChanges): string => {
  const fields = Object.keys(changes);
  if (!fields.every((field) => field === 'rfidNumber' || field === 'rfidStatus')) return 'accountSummary';
  if ('rfidNumber' in changes) return changes.rfidNumber === null ? 'rfid.remove' : 'rfid.assign';
  return changes.rfidStatus === 'ACTIVE' ? 'rfid.activate' : 'rfid.deactivate';
};
