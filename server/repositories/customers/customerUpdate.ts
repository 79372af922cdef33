import type { Kysely } from 'kysely';
import {
  sectionsOf,
  type CustomerUpdate,
  type Section,
  type SectionError,
} from '../../../src/domain/customers/customerUpdate.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/httpError.ts';
import { updateVersioned, type Actor } from '../audit.ts';
import { updateAccountSummary } from './accountSummary.ts';
import { SECTION_COLUMNS } from './customerSections.ts';

/** Spec 7 "Customer detail update": saving sections of one member's profile. */

export interface SectionSave {
  id: string;
  /** The version the staff member saw (If-Match). */
  version: number;
  actor: Actor;
  update: CustomerUpdate;
}

/**
 * One section in one transaction: all its columns or none, the version checked and moved on,
 * one audit entry for what changed. The statuses go through the account summary's own save,
 * so spec 4's rules (no closing with a balance) hold whichever path they come by. Answers
 * the member's new version.
 */
export const saveSection = async (
  db: Kysely<Database>,
  section: Section,
  { id, version, actor, update }: SectionSave,
): Promise<number> => {
  if (section === 'accountSummary') {
    const { accountStatus, accountSuspendStatus } = update;
    return (
      await updateAccountSummary(db, { id, version, actor, update: { accountStatus, accountSuspendStatus } })
    ).version;
  }
  const set = SECTION_COLUMNS[section](update);
  return (
    await updateVersioned(db, {
      table: 'customers',
      entity: 'customers',
      id,
      version,
      set,
      actor,
      action: section,
    })
  ).version;
};

export interface FailedSection extends SectionError {
  cause: unknown;
}

const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/**
 * PATCH /customer/{id}: each section the update touches is saved on its own, in SECTIONS
 * order, carrying the version forward, so one that fails leaves the others saved (spec 8
 * "Partial account save"). A stale or unknown member is refused whole before anything is written.
 */
export async function saveCustomerUpdate(db: Kysely<Database>, { version, ...save }: SectionSave) {
  const failed: FailedSection[] = [];
  let current = version;
  let savedAny = false;
  for (const section of sectionsOf(save.update)) {
    try {
      current = await saveSection(db, section, { ...save, version: current });
      savedAny = true;
    } catch (cause) {
      if (!savedAny && !failed.length && isHttpError(cause) && [404, 412].includes(cause.statusCode))
        throw cause;
      failed.push({ section, messageKey: isHttpError(cause) ? cause.messageKey : 'error.system', cause });
    }
  }
  return failed;
}
