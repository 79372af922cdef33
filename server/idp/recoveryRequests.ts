import type { Kysely } from 'kysely';
import { recoveryRequestAllowed, recoveryWindowOpen } from '../../src/domain/recoveryRequests.ts';
import type { Database } from '../db/schema.ts';

/**
 * The count of src/domain/recoveryRequests.ts, kept in recovery_requests so that a restart does
 * not reset it. User names arrive lower-cased, and calls for one name must not overlap (the
 * passage runs them one after the other), or two requests could both take the fifth place.
 */
export function createRecoveryRequests(db: Kysely<Database>) {
  return {
    /** Counts one more request for the user name; says whether it may have a code. */
    async requested(username: string, now = new Date()) {
      const row = await db
        .selectFrom('recovery_requests')
        .select(['window_started_at', 'requests'])
        .where('username', '=', username)
        .executeTakeFirst();
      const open = row && recoveryWindowOpen(row.window_started_at, now);
      const window = {
        window_started_at: open ? row.window_started_at : now,
        requests: open ? row.requests + 1 : 1,
      };
      await db
        .insertInto('recovery_requests')
        .values({ username, ...window, seen_at: now })
        .onConflict((oc) => oc.column('username').doUpdateSet({ ...window, seen_at: now }))
        .execute();
      return recoveryRequestAllowed(window.requests);
    },
  };
}
