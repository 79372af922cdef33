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
