/**
 * The simulated fleet's time (docs/architecture.md, Simulated fleet). A box's state is worked out
 * when read from its last command and report and the time elapsed, with no timer loop; every such
 * read takes its "now" from here and hands it to SQL as a parameter (never `now()`), so a test
 * moves time on by itself and two server instances on one database agree. What must happen at a
 * moment of that time (a command's answer showing, docs/architecture.md "Live events") is asked
 * of it too, so a test's clock brings it about when moved past it.
 */
export interface FleetClock {
  now(): Date;
  /** Calls `then` once the clock reaches `when` (at once if it has); answers how to call it off. */
  at(when: Date, then: () => void): () => void;
}

export const systemClock: FleetClock = {
  now: () => new Date(),
  at: (when, then) => {
    // Never holds the process open: a closing server calls its own off (liveEventHub.close).
    const timer = setTimeout(then, Math.max(0, when.getTime() - Date.now()));
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** A clock that stands still until told to move: the API tests' way to sleep 15 minutes in none. */
export const controlledClock = (start: Date) => {
  let at = start.getTime();
  const waiting = new Set<{ when: number; then: () => void }>();
  const moved = () => {
    const due = [...waiting].filter((w) => w.when <= at).sort((a, b) => a.when - b.when);
    for (const w of due) {
      waiting.delete(w);
      w.then();
    }
  };
  return {
    now: () => new Date(at),
    at: (when: Date, then: () => void) => {
      const entry = { when: when.getTime(), then };
      waiting.add(entry);
      moved();
      return () => void waiting.delete(entry);
    },
    advance: (ms: number) => {
      at += ms;
      moved();
    },
    set: (to: Date) => {
      at = to.getTime();
      moved();
    },
  };
};
