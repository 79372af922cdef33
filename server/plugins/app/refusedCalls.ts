const WINDOW_MS = 60_000;
const CALLERS_MAX = 10_000;

/**
 * The per-user limit for calls it never sees (README, What local mode protects against: floods
 * of bad tokens): an /api call whose token is missing, tampered with or expired ends in a 401 before
 * any user is known, and each costs an RS256 check. They are counted per caller (a client address,
 * apart for calls with and without an Authorization header: auth.ts), at most `perMinute` in a
 * window of a minute that opens at the caller's first refusal; past that, the caller waits for its
 * window to end.
 */
export function refusedCalls(perMinute: number, now = Date.now) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (caller: string) => {
    const window = windows.get(caller);
    return window && window.endsAt > now() ? window : undefined;
  };
  return {
    /** Seconds the caller must wait before its next call without a known token (0: none). */
    waitSeconds(caller: string) {
      const window = current(caller);
      return window && window.count >= perMinute ? Math.ceil((window.endsAt - now()) / 1000) : 0;
    },
    count(caller: string) {
      const window = current(caller);
      if (window) return void window.count++;
      if (windows.size >= CALLERS_MAX)
        for (const [key, { endsAt }] of windows) if (endsAt <= now()) windows.delete(key);
      // Still full of live windows (a spread of spoofed addresses): forgetting beats growing without bound.
      if (windows.size >= CALLERS_MAX) windows.clear();
      windows.set(caller, { count: 1, endsAt: now() + WINDOW_MS });
    },
  };
}

export type RefusedCalls = ReturnType<typeof refusedCalls>;
