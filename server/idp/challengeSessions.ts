/**
 * cognito-local accepts any Session string in RespondToAuthChallenge, so whoever knows a user
 * name could answer that user's new-password challenge without its temporary password. The
 * passage remembers which session it handed out for which user and lets each be used once,
 * within Cognito's three minutes.
 */
const SESSION_MS = 3 * 60_000;
const MAX_SESSIONS = 10_000;

export function challengeSessions(now = () => Date.now()) {
  const sessions = new Map<string, { username: string; until: number }>();
  return {
    remember(session: string, username: string) {
      if (sessions.size >= MAX_SESSIONS) {
        for (const [key, value] of sessions) if (value.until <= now()) sessions.delete(key);
        if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
      }
      sessions.set(session, { username, until: now() + SESSION_MS });
    },
    /** True once for a session handed out for `username` and not yet expired. */
    take(session: string, username: string) {
      const entry = sessions.get(session);
      sessions.delete(session);
      return entry !== undefined && entry.username === username && entry.until > now();
    },
  };
}
