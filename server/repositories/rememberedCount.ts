import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How long a count past the cap is taken as still past it. */
export const REMEMBER_MS = 60_000;
const MAX_ENTRIES = 1_000;

/** Count query (SQL and values) → when it was last found past the cap. */
const pastCap = new Map<string, number>();

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
  const key = `${count.sql}\u0000${JSON.stringify(count.parameters)}`;
  const seen = pastCap.get(key);
  if (seen !== undefined && now - seen < REMEMBER_MS) return cap + 1;
  pastCap.delete(key);
  const { rows } = await db.executeQuery<{ total: string | number }>(count);
  const total = Number(rows[0].total);
  if (total > cap) {
    pastCap.set(key, now);
    // Oldest first in a Map: the bound drops the entry remembered longest ago.
    if (pastCap.size > MAX_ENTRIES) pastCap.delete(pastCap.keys().next().value!);
  }
  return total;
}
