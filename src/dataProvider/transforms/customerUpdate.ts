import {
  isPartialSave,
  updatePayload,
  type Section,
  type SectionError,
} from '../../domain/customers/customerUpdate.ts';
import { HttpError } from '../HttpError.ts';
import type { CustomerDetail } from '../../domain/customers/customerDetail.ts';
import type { Transform, VerbTransform } from './transform.ts';

/** The message of spec 8 "Partial account save"; the answer still holds the record as it now stands. */
export const PARTIAL_SAVE = 'profile.partialSave';

/** A partly applied save: the sections the answer's apiUpdateError names were not saved, the others were. */
export class PartialSaveError extends HttpError {
  readonly failed: readonly SectionError[];

  constructor(failed: readonly SectionError[]) {
    super(PARTIAL_SAVE, 200, { messageKey: PARTIAL_SAVE });
    this.failed = failed;
  }
}

/**
 * Spec 7 "Customer detail update": an answer carrying an apiUpdateError or an error entry is
 * not a success (account summary, personal information and school alike): the screen shows
 * the partial-save message and refetches the record.
 */
const refusePartialSave: VerbTransform['receive'] = (body) => {
  if (isPartialSave(body))
    throw new PartialSaveError((body as { apiUpdateError?: SectionError[] }).apiUpdateError ?? []);
  return body;
};

/** The failure `refusePartialSave` raised: the screen refetches the record and says so. */
export const isPartialSaveError = (error: unknown): error is PartialSaveError =>
  error instanceof PartialSaveError;

/**
 * Spec 7 "Customer detail update": the payload is renamed as spec 3 says and holds only the
 * section's editable fields (all sections for /customer/{id}); a partial save fails the call.
 */
export const customerSave = (section?: Section): Transform => ({
  UPDATE: {
    send: (payload) => updatePayload(payload as Partial<CustomerDetail>, section),
    receive: refusePartialSave,
  },
});

/** The account summary sends its own fields as they are (spec 2 modals); a partial save fails the call. */
export const accountSummarySave: Transform = { UPDATE: { receive: refusePartialSave } };
