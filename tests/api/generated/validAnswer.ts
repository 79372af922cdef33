import type { Operation } from '../../support/openApiOperations.ts';

/**
 * The business answers a handler may give a request its route accepts, when the route
 * documents them: 409 (a transition its rules refuse, a car already booked) and 412 (a version
 * an earlier call moved on), and on the vehicle paths 410 and 424 (the seed's offline boxes and
 * the vendor's refusals, which a seeded car may have: docs/architecture.md, Simulated fleet),
 * and 422 (a trip command on a trip no longer under way, as the seeded trip is). A 404 is one only
 * for a record an earlier call removed.
 */
const BUSINESS_ANSWERS = new Set([409, 412, 410, 424, 422]);

/**
 * Operations whose valid request may still be answered 400, each with its reason. Empty: the
 * document and REFINED_FIELDS (refinedValues.ts) say enough for every route to accept its
 * valid request; a 400 elsewhere means the suites' valid request was not valid after all.
 */
const VALID_BUT_REFUSED: Record<string, string> = {};

/**
 * Operations on the caller's own records (saved searches, notifications): the seed's row is one
 * staff member's, so the same id called as another role is someone else's and answers 404 by
 * design, as it does once a hostile request of an earlier test has deleted it.
 */
const OWN_RECORDS = new Set(['deleteSavedSearch', 'markNotificationRead']);

/**
 * Operations on a record its author alone may change, beside SYSADM and MGMT (spec 6: profile
 * notes): the seed's note is another staff member's to a caller of another role, so 403 by design.
 */
const AUTHOR_ONLY = new Set(['updateProfileNote', 'deleteProfileNote']);

/**
 * What is wrong with the answer to a valid request from a caller the route lets in, or
 * undefined: it must be a 2xx or a documented business answer, never a 400, 401, 403 or 5xx.
 */
export const validAnswerFault = (
  operation: Operation,
  status: number,
  recordRemoved: boolean,
): string | undefined => {
  if (status >= 200 && status < 300) return undefined;
  const documented = operation.responses.includes(status);
  const ownRecord = OWN_RECORDS.has(operation.operationId ?? '');
  if (documented && (BUSINESS_ANSWERS.has(status) || (status === 404 && (recordRemoved || ownRecord))))
    return undefined;
  if (status === 400 && (operation.operationId ?? '') in VALID_BUT_REFUSED) return undefined;
  if (documented && status === 403 && AUTHOR_ONLY.has(operation.operationId ?? '')) return undefined;
  return documented ? 'a valid request refused' : 'an answer the operation does not document';
};

/** The operations in document order, but each DELETE after the other writes, which need the record. */
export const deletesLast = (operations: Operation[]) =>
  [...operations].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
