import type { Kysely } from 'kysely';
import { recoveryRequestAllowed, recoveryWindowOpen } from '../../src/domain/auth/recoveryRequests.ts';
import type { Database } from '../db/schema.ts';

/**
 * The count of src/domain/auth/recoveryRequests.ts, kept in recovery_requests so that a restart does
 * not reset it. User names arrive lower-cased, and calls for one name must not overlap (the
 * passage runs them one after the other), or two requests could both take the fifth code.
 */
export function createRecoveryRequests(db: Kysely<Database>) {
  const currentWindow = async (username: string, now: Date) => {
    const row = await db
      .selectFrom('recovery_requests')
      .select(['window_started_at', 'requests'])
      .where('username', '=', username)
      .executeTakeFirst();
    return row && recoveryWindowOpen(row.window_started_at, now) ? row : undefined;
  };
  return {
    /** Whether the user name may have one more code; a refusal writes nothing. */
    allowed: async (username: string, now = new Date()) =>
      recoveryRequestAllowed((await currentWindow(username, now))?.requests ?? 0),
    /** Counts a code given (or, for an unknown name, answered as given). */
    async counted(username: string, now = new Date()) {
      const open = await currentWindow(username, now);
      const window = {
        window_started_at: open?.window_started_at ?? now,
        requests: (open?.requests ?? 0) + 1,
      };
      await db
        .insertInto('recovery_requests')
        .values({ username, ...window, seen_at: now })
        .onConflict((oc) => oc.column('username').doUpdateSet({ ...window, seen_at: now }))
        .execute();
    },
  };
}
