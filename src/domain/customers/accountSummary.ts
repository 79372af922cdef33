import { z } from 'zod';
import { isRfidNumber, RFID_NUMBER } from '../formats.ts';
import { ACCOUNT_STATUSES, SUSPEND_STATUSES } from './customerStatus.ts';
import { documented, oneOf, storableString } from '../validation.ts';

/** Spec point 4: driver record and RFID states. */
export const DL_RECORD_STATUSES = ['APPROVED', 'DECLINED', 'PENDING'] as const;
export type DlRecordStatus = (typeof DL_RECORD_STATUSES)[number];
export const RFID_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type RfidStatus = (typeof RFID_STATUSES)[number];

export const rfidNumber = documented(
  storableString({ error: 'validation.required' })
    .trim()
    .refine((v) => v !== '', 'validation.required')
    .refine((v) => v === '' || isRfidNumber(v), 'validation.rfidNumber'),
  { pattern: RFID_NUMBER.source },
);

/** Spec point 3, Account summary, as GET /customer-process/accountSummary/{id} answers it. */
export const accountSummary = z.object({
  id: z.number().int(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  accountSuspendStatus: z.enum(SUSPEND_STATUSES),
  dlRecordStatus: z.enum(DL_RECORD_STATUSES).nullable(),
  dlApprovedDateTime: z.iso.datetime().nullable(),
  dlIsActive: z.boolean(),
  ccIsActive: z.boolean(),
  applicationSubmittedDate: z.iso.datetime().nullable(),
  outstandingBalance: z.number(),
  rfidNumber: z.string().nullable(),
  rfidStatus: z.enum(RFID_STATUSES).nullable(),
  version: z.number().int().describe('send it back as If-Match to change the summary'),
});
export type AccountSummary = z.infer<typeof accountSummary>;

/** One field per modal of spec point 2 (Account status, Suspension status, Driver record status, RFID). */
export const accountSummaryFields = {
  accountStatus: oneOf(ACCOUNT_STATUSES),
  accountSuspendStatus: oneOf(SUSPEND_STATUSES),
  dlRecordStatus: oneOf(DL_RECORD_STATUSES),
  rfidNumber,
  rfidStatus: oneOf(RFID_STATUSES),
};

/**
 * PATCH /customer-process/accountSummary/{id} (If-Match: version). Fields left out stay as
 * they are; `rfidNumber: null` removes the member's RFID (the Remove modal).
 */
export const accountSummaryUpdate = z
  .object({
    accountStatus: z.enum(ACCOUNT_STATUSES, { error: 'validation.invalid' }),
    accountSuspendStatus: z.enum(SUSPEND_STATUSES, { error: 'validation.invalid' }),
    dlRecordStatus: z.enum(DL_RECORD_STATUSES, { error: 'validation.invalid' }),
    rfidNumber: rfidNumber.nullable(),
    rfidStatus: z.enum(RFID_STATUSES, { error: 'validation.invalid' }),
  })
  .partial()
  .strict();
export type AccountSummaryUpdate = z.output<typeof accountSummaryUpdate>;
