import { z } from 'zod';

/** Spec point 9: every list answers page, count, totalPages and totalCount. */
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
/** Counting every match of a loose filter over a large table is slow, so counts stop here (docs/architecture.md, Database notes). */
export const COUNT_CAP = 10_000;

export interface Paginated<T> {
  data: T[];
  /** 1-based page number. */
  page: number;
  /** Page size. */
  count: number;
  totalPages: number;
  totalCount: number;
  /** True when there are more than COUNT_CAP matches: totalCount then reads "10,000+". */
  totalCountCapped?: boolean;
}

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
