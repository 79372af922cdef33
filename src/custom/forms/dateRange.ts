import { isCreatedRange } from '../../domain/tickets/ticketSearchQuery.ts';

/** A picker's Date or the query string's ISO text, as the search queries take it. */
const asQueryText = (value: unknown): string | undefined =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' && value ? value : undefined;

/** Spec point 5, a `from`–`to` filter pair: the end cannot come before the start (the `to` input's validator). */
export const dateRange = (to: unknown, values: Record<string, unknown>) =>
  isCreatedRange(asQueryText(values.from), asQueryText(to)) ? undefined : 'validation.dateRange';
