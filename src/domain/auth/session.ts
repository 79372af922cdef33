import { z } from 'zod';

/** Spec point 7, Authentication: /authentication/validate, the signed-in user. */
export const currentUser = z.object({
  username: z.string().describe('the e-mail, else the user name'),
  userRoles: z.array(z.string()).describe("the token's groups"),
});

/** /authentication/token: the verified token's lifetime. */
export const tokenLifetime = z.object({
  issuedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  expiresIn: z.number().int().describe('seconds left'),
});

/** /authentication/revoke: sign-out. */
export const revocation = z.object({ revoked: z.boolean(), revokedAt: z.iso.datetime() });

/** A user's last sign-out: when, and the token it was made with (its jti and origin_jti, when it had them). */
export interface SignOut {
  at: Date;
  jti: string | null;
  originJti: string | null;
}

/** What a token says of its issue: `iat` in whole seconds, and the ids that tell one session from another. */
export interface TokenIssue {
  iat: number;
  /** The token's own id (an id token's jti). */
  jti?: string;
  /** The session it belongs to: an id token's origin_jti, a refresh token's own jti. */
  originJti?: string;
}

/** Whether two ids tell the tokens apart; unknown (undefined) when either is missing. */
const differ = (a: string | null | undefined, b: string | null | undefined) => (a && b ? a !== b : undefined);

/**
 * Spec 4, logout (README, What local mode protects against, Sign-out): a token issued before the sign-out's second is refused. `iat` has whole
 * seconds, so within that second only the session signed out is: the token the sign-out was
 * made with (by its jti) and the others of its session (by origin_jti, the refresh token
 * included). A token of that second that cannot be told apart from them is refused too.
 */
export const tokenSignedOut = (signOut: SignOut | null, token: TokenIssue): boolean => {
  if (!signOut) return false;
  const second = Math.floor(signOut.at.getTime() / 1000);
  if (token.iat !== second) return token.iat < second;
  const byJti = differ(token.jti, signOut.jti);
  const byOrigin = differ(token.originJti, signOut.originJti);
  if (byJti === false || byOrigin === false) return true;
  return !(byJti || byOrigin);
};
