import { isPartialSave, updatePayload, type Section } from '../../domain/customerUpdate.ts';
import { HttpError } from '../HttpError.ts';
import type { CustomerDetail } from '../../domain/customerDetail.ts';
import type { Transform } from './transform.ts';

/** The message of spec 8 "Partial account save"; the answer still holds the record as it now stands. */
export const PARTIAL_SAVE = 'profile.partialSave';

/**
 * Spec 7 "Customer detail update": the payload is renamed as spec 3 says and holds only the
 * section's editable fields (all sections for /customer/{id}); an answer carrying an
 * apiUpdateError or an error entry is not a success: the screen shows the partial-save
 * message and refetches the record.
 */
export const customerSave = (section?: Section): Transform => ({
  UPDATE: {
    send: (payload) => updatePayload(payload as Partial<CustomerDetail>, section),
    receive: (body) => {
      if (isPartialSave(body)) throw new HttpError(PARTIAL_SAVE, 200, { messageKey: PARTIAL_SAVE });
      return body;
    },
  },
});
