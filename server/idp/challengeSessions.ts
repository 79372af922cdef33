/**
 * cognito-local accepts any Session string in RespondToAuthChallenge, so whoever knows a user
 * name could answer that user's new-password challenge without its temporary password. The
 * passage remembers which session it handed out for which user and lets each be used once,
 * within Cognito's three minutes.
 */
const SESSION_MS = 3 * 60_000;
const MAX_SESSIONS = 10_000;

export function challengeSessions(now = () => Date.now()) {
  const sessions = new Map<string, { names: readonly string[]; until: number }>();
  return {
    /** `names`: the user name signed in with and the pool's id for it; either may answer (the browser library sends the first). */
    remember(session: string, names: readonly string[]) {
      if (sessions.size >= MAX_SESSIONS) {
        for (const [key, value] of sessions) if (value.until <= now()) sessions.delete(key);
        if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
      }
      sessions.set(session, { names: names.filter(Boolean), until: now() + SESSION_MS });
    },
    /** The names of a session handed out for `username` and not yet expired, once; null otherwise. */
    take(session: string, username: string) {
      const entry = sessions.get(session);
      sessions.delete(session);
      return entry && entry.names.includes(username.trim().toLowerCase()) && entry.until > now()
        ? entry.names
        : null;
    },
  };
}
