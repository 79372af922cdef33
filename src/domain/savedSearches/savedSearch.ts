import { z } from 'zod';
import { ENTITIES, type Entity } from '../entities.ts';
import { bigserialIdParams } from '../ids.ts';
import { PAGE_SIZE_MAX, SORT_ORDERS } from '../pagination.ts';
import { oneOf, storableString, text } from '../validation.ts';

/**
 * README, Saved searches live on the server: a staff member's saved searches (react-admin's saved queries) kept on the
 * server, so they follow the person to another machine. The limits are ours (the spec names
 * none): a name reads whole in the side panel at 60 characters, and a search holds the few
 * filters a list offers, so 30 filters, 50 picks in one and 4,000 characters of JSON in all
 * are far above any real one while keeping a row small.
 */
export const SAVED_SEARCH_LABEL_MAX = 60;
export const SAVED_SEARCH_FILTERS_MAX = 30;
export const SAVED_SEARCH_PICKS_MAX = 50;
export const SAVED_SEARCH_VALUE_MAX = 4_000;
/** Searches one person keeps for one list: a panel of names to pick from, not an archive. */
export const SAVED_SEARCHES_PER_LIST_MAX = 50;
/** A filter value's text: as long as the longest search field (a note's words) needs. */
const FILTER_TEXT_MAX = 500;
const NAME_MAX = 60;

/** A filter's or a column's name, as a list's query string carries it. */
export const fieldName = storableString().min(1, 'validation.required').max(NAME_MAX, 'validation.maxLength');
/** What one filter holds: a text, a number, a yes/no, or the picks of a multiple choice. */
const scalar = z.union([
  storableString().max(FILTER_TEXT_MAX, 'validation.maxLength'),
  z.number(),
  z.boolean(),
]);
const filterValue = z.union([scalar, z.array(scalar).max(SAVED_SEARCH_PICKS_MAX, 'validation.maxValue')]);

const boundedRecord = <T extends z.ZodType>(value: T) =>
  z
    .record(fieldName, value)
    .refine((record) => Object.keys(record).length <= SAVED_SEARCH_FILTERS_MAX, 'savedSearches.tooLarge');

/** react-admin's SavedQuery value: the list's filter, order, page size and shown filters. */
export const savedQueryValue = z
  .object({
    filter: boundedRecord(filterValue),
    sort: z.object({ field: fieldName, order: z.enum(SORT_ORDERS) }),
    perPage: z.number().int().min(1).max(PAGE_SIZE_MAX),
    displayedFilters: boundedRecord(z.boolean()),
  })
  .refine((value) => JSON.stringify(value).length <= SAVED_SEARCH_VALUE_MAX, 'savedSearches.tooLarge');
export type SavedQueryValue = z.infer<typeof savedQueryValue>;

/** The lists a search is saved for: the entities, whose names the lists' resources carry. */
export const savedSearchResource = oneOf(ENTITIES as [Entity, ...Entity[]]);

/** The name staff give a search in the save dialog; unique per list, whatever its case. */
export const savedSearchFields = {
  label: text({ required: true, max: SAVED_SEARCH_LABEL_MAX }),
};

/** POST /saved-searches. */
export const savedSearchCreate = z.object({
  resource: savedSearchResource,
  ...savedSearchFields,
  value: savedQueryValue,
});
export type SavedSearchCreate = z.infer<typeof savedSearchCreate>;

/** GET /saved-searches?resource=: the signed-in staff member's own searches for one list. */
export const savedSearchListQuery = z.object({ resource: savedSearchResource });

export const savedSearchParams = bigserialIdParams;

/** A saved search as the API answers it. */
export const savedSearch = z.object({
  id: z.string().describe('bigserial id, as digits'),
  resource: z.string(),
  label: z.string(),
  value: savedQueryValue,
  createdAt: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof savedSearch>;
/** At most SAVED_SEARCHES_PER_LIST_MAX, so the list needs no paging. */
export const savedSearchList = z.array(savedSearch);

/**
 * Filters a list has renamed, by their former name: the member search's suspension filter is
 * named after the column it filters, accountSuspendStatus (spec 2). An address bookmarked or a
 * search kept under a former name reads under the new one (migration 176 renames the saved ones).
 */
const RENAMED_FILTERS: Readonly<Record<string, string>> = { suspensionStatus: 'accountSuspendStatus' };

/** A filter (or displayed filters) record under the names the lists use now; the same object when none is former. */
export const withCurrentFilterNames = <T>(filters: Record<string, T>): Record<string, T> =>
  Object.keys(filters).some((name) => name in RENAMED_FILTERS)
    ? Object.fromEntries(
        Object.entries(filters).map(([name, value]) => [RENAMED_FILTERS[name] ?? name, value]),
      )
    : filters;
