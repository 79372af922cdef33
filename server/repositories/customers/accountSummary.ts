import type { Kysely, Selectable } from 'kysely';
import type {
  AccountSummary,
  AccountSummaryUpdate,
  DlRecordStatus,
  RfidStatus,
} from '../../../src/domain/customers/accountSummary.ts';
import {
  accountSummaryChanges,
  isRefusal,
  summaryAction,
  type SummaryChanges,
} from '../../../src/domain/customers/accountSummaryRules.ts';
import type { AccountStatus, SuspendStatus } from '../../../src/domain/customers/customerStatus.ts';
import type { CustomersTable, Database } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/uniqueViolation.ts';
import { HttpError } from '../../http/httpError.ts';
import { staleRecord, updateVersioned, type Actor } from '../audit.ts';

/** Spec point 3, Account summary: the account's state columns of the customers table. */

const summaryColumns = [
  'id',
  'account_status',
  'suspension_status',
  'dl_record_status',
  'dl_approval_date',
  'dl_is_active',
  'cc_active',
  'application_submitted_at',
  'outstanding_balance',
  'rfid_number',
  'rfid_status',
  'version',
] as const;
type SummaryRow = Pick<Selectable<CustomersTable>, (typeof summaryColumns)[number]>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toSummary = (row: SummaryRow): AccountSummary => ({
  id: Number(row.id),
  accountStatus: row.account_status as AccountStatus,
  accountSuspendStatus: row.suspension_status as SuspendStatus,
  dlRecordStatus: row.dl_record_status as DlRecordStatus | null,
  dlApprovedDateTime: iso(row.dl_approval_date),
  dlIsActive: row.dl_is_active,
  ccIsActive: row.cc_active,
  applicationSubmittedDate: iso(row.application_submitted_at),
  outstandingBalance: Number(row.outstanding_balance),
  rfidNumber: row.rfid_number,
  rfidStatus: row.rfid_status as RfidStatus | null,
  version: row.version,
});

/** The summary's words as columns (updateVersioned sets snake_case columns). */
const columnsOf = (changes: SummaryChanges) => {
  const names: Record<keyof SummaryChanges, string> = {
    accountStatus: 'account_status',
    accountSuspendStatus: 'suspension_status',
    dlRecordStatus: 'dl_record_status',
    dlApprovedDateTime: 'dl_approval_date',
    rfidNumber: 'rfid_number',
    rfidStatus: 'rfid_status',
  };
  return Object.fromEntries(
    Object.entries(changes).map(([key, value]) => [names[key as keyof SummaryChanges], value]),
  );
};

export async function getAccountSummary(
  db: Kysely<Database>,
  id: string,
): Promise<AccountSummary | undefined> {
  const row = await db.selectFrom('customers').select(summaryColumns).where('id', '=', id).executeTakeFirst();
  return row && toSummary(row);
}

/** The member other than `id` who holds that RFID number, if any (the unique index of migration 061). */
const rfidHolder = (db: Kysely<Database>, rfidNumber: string, id: string) =>
  db
    .selectFrom('customers')
    .select('customer_number')
    .where('rfid_number', '=', rfidNumber)
    .where('id', '<>', id)
    .executeTakeFirst();

const rfidTaken = (rfidNumber: string, holder?: { customer_number: string }) =>
  new HttpError(
    409,
    'accountSummary.rfidTaken',
    `RFID ${rfidNumber} is already assigned to ${holder ? `member ${holder.customer_number}` : 'another member'}`,
    { rfidNumber: 'accountSummary.rfidTaken' },
  );

/**
 * One section save (docs/architecture.md, Writes): the member's row is locked, spec point 4's rules
 * judge the change against what it holds, and updateVersioned writes it with its audit entry, all
 * in one transaction. A stale version answers 412, a refused transition 409.
 */
export async function updateAccountSummary(
  db: Kysely<Database>,
  {
    id,
    version,
    update,
    actor,
    now = new Date(),
  }: {
    id: string;
    version: number;
    update: AccountSummaryUpdate;
    actor: Actor;
    now?: Date;
  },
): Promise<AccountSummary> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('customers')
        .select(summaryColumns)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'error.notFound', `No member has id ${id}`);
      if (row.version !== version) {
        throw await staleRecord(trx, {
          entity: 'customers',
          recordId: id,
          message: `The member is at version ${row.version}, not ${version}`,
        });
      }
      const changes = accountSummaryChanges(toSummary(row), update, now);
      if (isRefusal(changes)) throw new HttpError(changes.statusCode, changes.messageKey, changes.message);
      if (Object.keys(changes).length === 0) return toSummary(row);
      if (changes.rfidNumber) {
        const holder = await rfidHolder(trx, changes.rfidNumber, id);
        if (holder) throw rfidTaken(changes.rfidNumber, holder);
      }
      const updated = await updateVersioned(trx, {
        table: 'customers',
        entity: 'customers',
        id,
        version,
        set: columnsOf(changes),
        actor,
        action: summaryAction(changes),
      });
      return toSummary(updated);
    });
  } catch (error) {
    // Two staff assigning one number at once: the unique index stops the second.
    if (isUniqueViolation(error) && update.rfidNumber) throw rfidTaken(update.rfidNumber);
    throw error;
  }
}
