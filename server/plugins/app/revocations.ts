import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Sign-outs (revoked_sessions): a token issued at or before its subject's last sign-out is
 * refused. Look-ups are cached for a few seconds because every API call asks; a sign-out on
 * this instance takes effect at once, on other instances within CACHE_MS.
 */
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;

export interface Revocations {
  isRevoked(subject: string, issuedAtSeconds: number): Promise<boolean>;
  revoke(subject: string): Promise<Date>;
}

export function createRevocations(db: Kysely<Database>): Revocations {
  const cache = new Map<string, { revokedAt: number | null; until: number }>();
  const remember = (subject: string, revokedAt: number | null) => {
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(subject, { revokedAt, until: Date.now() + CACHE_MS });
  };
  const revokedAt = async (subject: string) => {
    const cached = cache.get(subject);
    if (cached && cached.until > Date.now()) return cached.revokedAt;
    const row = await db
      .selectFrom('revoked_sessions')
      .select('revoked_at')
      .where('subject', '=', subject)
      .executeTakeFirst();
    const at = row ? new Date(row.revoked_at).getTime() : null;
    remember(subject, at);
    return at;
  };
  return {
    // iat has whole seconds: a token from the same second as the sign-out counts as before it.
    isRevoked: async (subject, issuedAtSeconds) => {
      const at = await revokedAt(subject);
      return at !== null && issuedAtSeconds <= at / 1000;
    },
    revoke: async (subject) => {
      const now = new Date();
      await db
        .insertInto('revoked_sessions')
        .values({ subject, revoked_at: now })
        .onConflict((oc) => oc.column('subject').doUpdateSet({ revoked_at: now }))
        .execute();
      remember(subject, now.getTime());
      return now;
    },
  };
}
