import { describe, expect, it } from 'vitest';
import { tokenSignedOut, type SignOut } from '../../../src/domain/auth/session.ts';

describe('tokens refused after a sign-out (a sign-in in the same second works)', () => {
  const at = new Date('2026-11-26T10:00:00.400Z');
  const second = Math.floor(at.getTime() / 1000);
  const signOut: SignOut = { at, jti: 'id-signed-out', originJti: 'session-signed-out' };

  it('refuses nothing before any sign-out', () => {
    expect(tokenSignedOut(null, { iat: second - 60 })).toBe(false);
  });

  it('refuses every token issued before the sign-out second, none after it', () => {
    expect(tokenSignedOut(signOut, { iat: second - 1, jti: 'other', originJti: 'other' })).toBe(true);
    expect(tokenSignedOut(signOut, { iat: second + 1, jti: 'id-signed-out' })).toBe(false);
  });

  it('within that second refuses the token signed out with and its session, not a new sign-in', () => {
    expect(
      tokenSignedOut(signOut, { iat: second, jti: 'id-signed-out', originJti: 'session-signed-out' }),
    ).toBe(true);
    // Refreshed within the second: another jti, the same session.
    expect(tokenSignedOut(signOut, { iat: second, jti: 'refreshed', originJti: 'session-signed-out' })).toBe(
      true,
    );
    // The session's refresh token, whose own jti is the session's.
    expect(tokenSignedOut(signOut, { iat: second, originJti: 'session-signed-out' })).toBe(true);
    // A sign-in after the sign-out: its id token and its refresh token.
    expect(tokenSignedOut(signOut, { iat: second, jti: 'new-id', originJti: 'new-session' })).toBe(false);
    expect(tokenSignedOut(signOut, { iat: second, originJti: 'new-session' })).toBe(false);
  });

  it('within that second refuses a token it cannot tell apart from the one signed out', () => {
    expect(tokenSignedOut(signOut, { iat: second })).toBe(true);
    const withoutIds: SignOut = { at, jti: null, originJti: null };
    expect(tokenSignedOut(withoutIds, { iat: second, jti: 'new-id', originJti: 'new-session' })).toBe(true);
    // A sign-out by a token without origin_jti: a refresh token of that second may be its session's.
    const jtiOnly: SignOut = { at, jti: 'id-signed-out', originJti: null };
    expect(tokenSignedOut(jtiOnly, { iat: second, originJti: 'new-session' })).toBe(true);
    expect(tokenSignedOut(jtiOnly, { iat: second, jti: 'new-id' })).toBe(false);
  });
});
