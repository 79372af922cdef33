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

/**
 * How long a sign-in waits after the same browser's sign-out. Tokens carry whole seconds and a
 * sign-out refuses every token of its own second (server/plugins/app/revocations.ts), so a
 * sign-in in that second would be refused at once; it starts in the next second instead.
 */
export const signInWaitAfterSignOut = (revokedAtMs: number | null, nowMs: number): number =>
  revokedAtMs === null ? 0 : Math.max(0, (Math.floor(revokedAtMs / 1000) + 1) * 1000 - nowMs);
