/**
 * cognito-local accepts any Session string in RespondToAuthChallenge, so whoever knows a user
 * name could answer that user's new-password challenge without its temporary password. The
 * passage remembers which session it handed out for which user and which challenge, and lets
 * each be used once, within Cognito's three minutes. The challenge matters too (README,
 * What local mode protects against): cognito-local answers SMS_MFA with tokens for a session that
 * was given NEW_PASSWORD_REQUIRED, which skipped the new password and kept the temporary one for
 * ever.
 */
const SESSION_MS = 3 * 60_000;
const MAX_SESSIONS = 10_000;

export interface GivenChallenge {
  /** The user name signed in with and the pool's id for it; either may answer (the browser library sends the first). */
  names: readonly string[];
  /** The ChallengeName the IdP gave with the session: the only one the session may answer. */
  challenge: string;
}

export function challengeSessions(now = () => Date.now()) {
  const sessions = new Map<string, GivenChallenge & { until: number }>();
  return {
    remember(session: string, { names, challenge }: GivenChallenge) {
      if (sessions.size >= MAX_SESSIONS) {
        for (const [key, value] of sessions) if (value.until <= now()) sessions.delete(key);
        if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
      }
      sessions.set(session, { names: names.filter(Boolean), challenge, until: now() + SESSION_MS });
    },
    /** What a session handed out for `username` and not yet expired was given, once; null otherwise. */
    take(session: string, username: string): GivenChallenge | null {
      const entry = sessions.get(session);
      sessions.delete(session);
      return entry && entry.names.includes(username.trim().toLowerCase()) && entry.until > now()
        ? { names: entry.names, challenge: entry.challenge }
        : null;
    },
  };
}
