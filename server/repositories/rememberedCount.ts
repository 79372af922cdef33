import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How long a count past the cap is taken as still past it. */
export const REMEMBER_MS = 60_000;
const MAX_ENTRIES = 1_000;

/** Count query (SQL and values) → when it was last found past the cap. */
const pastCap = new Map<string, number>();

const keyOf = (count: CompiledQuery) => `${count.sql}\u0000${JSON.stringify(count.parameters)}`;

/** Whether `count` was found past the cap less than REMEMBER_MS ago. */
export const remembersPastCap = (count: CompiledQuery, now = Date.now()): boolean => {
  const key = keyOf(count);
  const seen = pastCap.get(key);
  if (seen !== undefined && now - seen < REMEMBER_MS) return true;
  pastCap.delete(key);
  return false;
};

/** `total`, what `count` answered (alone or inside the page's statement), remembered when past the cap. */
export const countSeen = (count: CompiledQuery, total: number, cap: number, now = Date.now()): number => {
  if (total > cap) {
    const key = keyOf(count);
    pastCap.delete(key);
    pastCap.set(key, now);
    // Oldest first in a Map: the bound drops the entry remembered longest ago.
    if (pastCap.size > MAX_ENTRIES) pastCap.delete(pastCap.keys().next().value!);
  }
  return total;
};

/**
 * Runs `count`, a capped count (cappedCountQuery, compiled), remembering for a minute the
 * filters matching more than the cap. Their answer is "cap+" whatever the exact number, and a
 * broad filter (a three-letter last-name prefix, an account status) stays that broad: counting
 * its 10,001 index entries again on every page was most of a search's cost at a million
 * members. Exact counts, under the cap, are never remembered, so a change to a small result
 * shows at once.
 */
export async function rememberedCappedCount(
  db: Kysely<Database>,
  count: CompiledQuery,
  cap: number,
  now = Date.now(),
): Promise<number> {
  if (remembersPastCap(count, now)) return cap + 1;
  const { rows } = await db.executeQuery<{ total: string | number }>(count);
  return countSeen(count, Number(rows[0].total), cap, now);
}
