import type { Kysely } from 'kysely';
import { lockoutSeconds, recoveryCodeUsable } from '../../src/domain/auth/signInThrottle.ts';
import type { Database } from '../db/schema.ts';

/**
 * The counters of src/domain/auth/signInThrottle.ts, kept in signin_throttle so that a restart does
 * not reset them. User names arrive lower-cased. Calls for one user name must not overlap
 * (the passage runs them one after the other), or two guesses could both see "not locked".
 */
export function createSignInThrottle(db: Kysely<Database>) {
  const row = (username: string) =>
    db.selectFrom('signin_throttle').selectAll().where('username', '=', username).executeTakeFirst();
  const reset = (username: string, values: Partial<Record<'code_issued_at', Date | null>> = {}) =>
    db
      .updateTable('signin_throttle')
      .set({ failures: 0, locked_until: null, ...values })
      .where('username', '=', username)
      .execute();

  return {
    /** Seconds the user name is still refused (0 when it may try). */
    async waitSeconds(username: string, now = new Date()) {
      const lockedUntil = (await row(username))?.locked_until;
      return lockedUntil ? Math.max(0, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)) : 0;
    },
    /** Counts one more failure in a row; says whether it locks the user name, and for how long. */
    async signInFailed(username: string, now = new Date()) {
      const { failures } = await db
        .insertInto('signin_throttle')
        .values({ username, failures: 1 })
        .onConflict((oc) =>
          oc.column('username').doUpdateSet((eb) => ({ failures: eb('signin_throttle.failures', '+', 1) })),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const seconds = lockoutSeconds(failures);
      if (seconds > 0) {
        await db
          .updateTable('signin_throttle')
          .set({ locked_until: new Date(now.getTime() + seconds * 1000) })
          .where('username', '=', username)
          .execute();
      }
      return { failures, lockedForSeconds: seconds };
    },
    signInSucceeded: (username: string) => reset(username),

    /** A new recovery code voids the old one and its wrong tries. */
    async codeIssued(username: string, now = new Date()) {
      await db
        .insertInto('signin_throttle')
        .values({ username, code_issued_at: now, code_failures: 0 })
        .onConflict((oc) => oc.column('username').doUpdateSet({ code_issued_at: now, code_failures: 0 }))
        .execute();
    },
    async codeUsable(username: string, now = new Date()) {
      const state = await row(username);
      return recoveryCodeUsable(state?.code_issued_at ?? null, state?.code_failures ?? 0, now);
    },
    async codeFailed(username: string) {
      await db
        .updateTable('signin_throttle')
        .set((eb) => ({ code_failures: eb('code_failures', '+', 1) }))
        .where('username', '=', username)
        .execute();
    },
    /** The owner proved it holds the mailbox: the code is spent and the guesses count from zero. */
    codeUsed: (username: string) => reset(username, { code_issued_at: null }),
  };
}
