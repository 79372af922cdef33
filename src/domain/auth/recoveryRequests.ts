/**
 * README, What local mode protects against (Brute force): password recovery codes asked for one user name, known or not, at most 5
 * within an hour of the first. Each new code brings its own 5 guesses (MAX_CODE_FAILURES), so
 * bounding the codes bounds the guesses: at most 25 an hour for a user name, where asking a new
 * code after each fifth wrong one gave about 15 a second.
 */
export const MAX_RECOVERY_REQUESTS = 5;
export const RECOVERY_WINDOW_SECONDS = 60 * 60;

/** Whether one more code may be given after `requests` codes in the current window. */
export const recoveryRequestAllowed = (requests: number): boolean => requests < MAX_RECOVERY_REQUESTS;

/** Whether a window opened at `startedAt` still counts at `now`; otherwise the next request opens a new one. */
export const recoveryWindowOpen = (startedAt: Date, now: Date): boolean =>
  now.getTime() - startedAt.getTime() < RECOVERY_WINDOW_SECONDS * 1000;

/** Cognito's own words for this refusal (LimitExceededException); the sign-in page translates the type. */
export const RECOVERY_LIMIT_MESSAGE = 'Attempt limit exceeded, please try after some time.';
