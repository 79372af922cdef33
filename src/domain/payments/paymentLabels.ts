/** A translation function as the screens (react-admin's) and the CSV export (server/http/csvReader.ts) hold one. */
type Translate = (key: string, options?: { _?: string }) => string;

/**
 * Spec 3 Payment, process type: the seed's `Automatic` and the Billing tab's `Manual` in the
 * reader's words; a type the system does not know shows as stored.
 */
export const processTypeLabel = (type: string | null, translate: Translate) =>
  type === null ? '' : translate(`payments.processTypes.${type}`, { _: type });
