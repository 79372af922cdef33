import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** The user's text is a prefix, not a pattern: LIKE's wildcards in it match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A prefix as an index range: every text that starts with `start` sorts (in "C", by code
 * point) from it up to it followed by the last code point. Unlike LIKE, a range bound may be
 * a parameter, so a statement prepared once keeps its index plan (genericPlan).
 */
export const prefixRange = (expression: RawBuilder<string>, start: RawBuilder<string>) =>
  sql<SqlBool>`${expression} >= ${start} AND ${expression} < ${start} || chr(1114111)`;
