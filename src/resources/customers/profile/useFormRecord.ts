import { useState } from 'react';
import type { CustomerDetail } from '../../../domain/customers/customerDetail.ts';

/**
 * What of the member the Profile tab's form neither shows nor sends: the account's state,
 * which the account summary shows and changes, and the version, which a save takes from the
 * member as last fetched (useSaveProfile's previousData), not from the form.
 */
const OUTSIDE_THE_FORM: ReadonlySet<string> = new Set<keyof CustomerDetail>([
  'version',
  'accountInformation',
  'rfid',
  'outstandingBalanceAmount',
]);

const formPartOf = (customer: CustomerDetail) =>
  JSON.stringify(Object.entries(customer).filter(([key]) => !OUTSIDE_THE_FORM.has(key)));

/**
 * The member as the Profile tab's form takes it: the same object until what the form shows
 * changes. A status or RFID save refetches the member (spec 7 Customer detail update) for its
 * new version and state; a new record would reset the form and re-render every input, seconds
 * of main thread on a loaded machine before the next click is answered (spec 9).
 */
export const useFormRecord = (customer: CustomerDetail): CustomerDetail => {
  const [record, setRecord] = useState(customer);
  const changed = record !== customer && formPartOf(record) !== formPartOf(customer);
  // React's way to keep a value derived from the previous render's: set while rendering.
  if (changed) setRecord(customer);
  return changed ? customer : record;
};
