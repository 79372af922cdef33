import { z } from 'zod';
import { fieldName, savedSearchResource } from './savedSearch.ts';

/**
 * Spec points 2 and 9: a list shows its most useful columns by default and each staff member
 * picks the rest; the choice is kept on the server with their saved searches, so it follows them.
 * The limit is ours: no list has half as many columns.
 */
const LIST_COLUMNS_MAX = 40;

/** What react-admin's column picker keeps: the columns hidden (by source) and their order. */
const listColumnsFields = {
  hidden: z.array(fieldName).max(LIST_COLUMNS_MAX, 'validation.maxValue'),
  ranks: z
    .array(
      z
        .number()
        .int()
        .min(0)
        .max(LIST_COLUMNS_MAX - 1),
    )
    .max(LIST_COLUMNS_MAX, 'validation.maxValue'),
};

/** GET /list-columns?resource=: the signed-in staff member's choice for one list. */
export const listColumnsQuery = z.object({ resource: savedSearchResource });

/** PATCH /list-columns, with If-Match: the version read (0 while nothing is chosen yet). */
export const listColumnsSave = z.object({ resource: savedSearchResource, ...listColumnsFields });
export type ListColumnsSave = z.infer<typeof listColumnsSave>;

/** A choice as the API answers it: null columns and version 0 while the list's defaults hold. */
export const listColumns = z.object({
  resource: z.string(),
  hidden: z.array(z.string()).nullable(),
  ranks: z.array(z.number().int()).nullable(),
  version: z.number().int().min(0).describe('send it back as If-Match to save; 0 while nothing is chosen'),
});
export type ListColumns = z.infer<typeof listColumns>;
