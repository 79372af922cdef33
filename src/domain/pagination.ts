import { z } from 'zod';

/** Spec point 9: every list answers page, count, totalPages and totalCount. */
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
/** Counting every match of a loose filter over a large table is slow, so counts stop here (docs/architecture.md, Database notes). */
export const COUNT_CAP = 10_000;

/** One page of `row`s and the count of all matches (up to `cap`), as every search route answers it. */
export const paginated = <Row extends z.ZodType>(row: Row, cap = COUNT_CAP) =>
  z.object({
    data: z.array(row),
    page: z.number().int().describe('1-based page number'),
    count: z.number().int().describe('page size'),
    totalPages: z.number().int(),
    totalCount: z.number().int().describe(`exact, or ${cap} when capped`),
    totalCountCapped: z
      .boolean()
      .optional()
      .describe(
        `present and true when more than ${cap} match: totalCount then reads "${cap.toLocaleString('en-US')}+"`,
      ),
  });

export type Paginated<T> = Omit<z.infer<ReturnType<typeof paginated>>, 'data'> & { data: T[] };

/** A sortable list's `order`. */
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** An export answers at most this many rows; past it the file ends and says so (X-Export-Capped). */
export const EXPORT_CAP = 10_000;

/** Query parameters arrive as strings; these coerce them and keep the bounds in one place. */
export const pageQuery = {
  page: z.coerce
    .number({ error: 'validation.page' })
    .int('validation.page')
    .min(1, 'validation.page')
    .max(1_000_000, 'validation.page')
    .default(1),
  count: z.coerce
    .number({ error: 'validation.count' })
    .int('validation.count')
    .min(1, 'validation.count')
    .max(PAGE_SIZE_MAX, 'validation.count')
    .default(PAGE_SIZE_DEFAULT),
};

export const pageFields = (page: number, count: number, totalCount: number, capped = false) => ({
  page,
  count,
  totalPages: Math.ceil(totalCount / count),
  totalCount,
  ...(capped ? { totalCountCapped: true } : {}),
});
