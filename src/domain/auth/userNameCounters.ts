/**
 * README, What local mode protects against (Brute force): the counters kept per user name (failed sign-ins, recovery codes and the
 * codes asked) are forgotten once the name has not been seen for a day. Every lock and code
 * they hold ends long before (15 minutes, an hour), so all a day's silence costs is the
 * doubling of the next lock, which starts again at 30 s.
 */
export const FORGET_USER_NAME_AFTER_SECONDS = 24 * 60 * 60;

/** Names last seen before this instant are forgotten at `now`. */
export const forgetUserNamesSeenBefore = (now: Date): Date =>
  new Date(now.getTime() - FORGET_USER_NAME_AFTER_SECONDS * 1000);
