import type { Kysely } from 'kysely';
import { tokenSignedOut, type SignOut, type TokenIssue } from '../../../src/domain/auth/session.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Sign-outs (revoked_sessions): a token of a session signed out is refused, by the rule of
 * src/domain/auth/session.ts. Look-ups are cached for a few seconds because every API call asks; a
 * sign-out on this instance takes effect at once, on other instances within CACHE_MS.
 */
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;

export interface Revocations {
  isRevoked(subject: string, token: TokenIssue): Promise<boolean>;
  /** Signs the subject out with the token given: that session's tokens, and every earlier one, are refused. */
  revoke(subject: string, token: Omit<TokenIssue, 'iat'>): Promise<Date>;
}

const idOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** What an id or access token's claims say of its issue. */
export const issueOfIdToken = (claims: Record<string, unknown>): TokenIssue => ({
  iat: Number(claims.iat ?? 0),
  jti: idOf(claims.jti),
  originJti: idOf(claims.origin_jti),
});

/** A refresh token's own jti names its session: the origin_jti of the tokens it gives. */
export const issueOfRefreshToken = (claims: Record<string, unknown>): TokenIssue => ({
  iat: Number(claims.iat ?? 0),
  originJti: idOf(claims.jti),
});

export function createRevocations(db: Kysely<Database>): Revocations {
  const cache = new Map<string, { signOut: SignOut | null; until: number }>();
  const remember = (subject: string, signOut: SignOut | null) => {
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(subject, { signOut, until: Date.now() + CACHE_MS });
  };
  const lastSignOut = async (subject: string) => {
    const cached = cache.get(subject);
    if (cached && cached.until > Date.now()) return cached.signOut;
    const row = await db
      .selectFrom('revoked_sessions')
      .select(['revoked_at', 'token_jti', 'origin_jti'])
      .where('subject', '=', subject)
      .executeTakeFirst();
    const signOut = row
      ? { at: new Date(row.revoked_at), jti: row.token_jti, originJti: row.origin_jti }
      : null;
    remember(subject, signOut);
    return signOut;
  };
  return {
    isRevoked: async (subject, token) => tokenSignedOut(await lastSignOut(subject), token),
    revoke: async (subject, { jti, originJti }) => {
      const signOut = { at: new Date(), jti: jti ?? null, originJti: originJti ?? null };
      const values = { revoked_at: signOut.at, token_jti: signOut.jti, origin_jti: signOut.originJti };
      await db
        .insertInto('revoked_sessions')
        .values({ subject, ...values })
        .onConflict((oc) => oc.column('subject').doUpdateSet(values))
        .execute();
      remember(subject, signOut);
      return signOut.at;
    },
  };
}
