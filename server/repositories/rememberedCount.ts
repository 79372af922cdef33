import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How long a count past the cap is taken as still past it. */
export const REMEMBER_MS = 60_000;
const MAX_ENTRIES = 1_000;

/**
 * Per database (its Kysely instance), count query (SQL and values) → when it was last found
 * past the cap. Per database, as a process may serve more than one (the API suites' apps): one
 * database's broad count is no answer for another's.
 */
const pastCapByDatabase = new WeakMap<Kysely<Database>, Map<string, number>>();
const pastCapOf = (db: Kysely<Database>) => {
  let pastCap = pastCapByDatabase.get(db);
  if (!pastCap) pastCapByDatabase.set(db, (pastCap = new Map()));
  return pastCap;
};

const keyOf = (count: CompiledQuery) => `${count.sql}\u0000${JSON.stringify(count.parameters)}`;

/** Whether `count` was found past the cap in `db` less than REMEMBER_MS ago. */
export const remembersPastCap = (db: Kysely<Database>, count: CompiledQuery, now = Date.now()): boolean => {
  const pastCap = pastCapOf(db);
  const key = keyOf(count);
  const seen = pastCap.get(key);
  if (seen !== undefined && now - seen < REMEMBER_MS) return true;
  pastCap.delete(key);
  return false;
};

/** `total`, what `count` answered (alone or inside the page's statement), remembered when past the cap. */
export const countSeen = (
  db: Kysely<Database>,
  count: CompiledQuery,
  total: number,
  cap: number,
  now = Date.now(),
): number => {
  if (total > cap) {
    const pastCap = pastCapOf(db);
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
  if (remembersPastCap(db, count, now)) return cap + 1;
  const { rows } = await db.executeQuery<{ total: string | number }>(count);
  return countSeen(db, count, Number(rows[0].total), cap, now);
}
