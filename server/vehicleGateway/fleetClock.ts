/**
 * The simulated fleet's time (docs/architecture.md, Simulated fleet). A box's state is worked out
 * when read from its last command and report and the time elapsed, with no timer loop; every such
 * read takes its "now" from here and hands it to SQL as a parameter (never `now()`), so a test
 * moves time on by itself and two server instances on one database agree.
 */
export interface FleetClock {
  now(): Date;
}

export const systemClock: FleetClock = { now: () => new Date() };

/** A clock that stands still until told to move: the API tests' way to sleep 15 minutes in none. */
export const controlledClock = (start: Date) => {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
    set: (to: Date) => {
      at = to.getTime();
    },
  };
};
