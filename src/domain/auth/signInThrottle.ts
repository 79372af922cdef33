/**
 * README, What local mode protects against (Brute force): password guessing slowed down as Cognito does it, per user name (in local
 * mode every caller is 127.0.0.1, so the address says nothing).
 */
export const FAILURES_BEFORE_LOCKOUT = 5;
export const FIRST_LOCKOUT_SECONDS = 30;
export const MAX_LOCKOUT_SECONDS = 15 * 60;
/** Wrong recovery codes after which the code is void until a new one is asked for. */
export const MAX_CODE_FAILURES = 5;
export const CODE_LIFETIME_SECONDS = 60 * 60;

/**
 * The lockout counts the user, not the spelling. The pool finds one account
 * by its e-mail or its `sub`, so a name the pool knows is counted under the account's e-mail;
 * a name it does not know is counted as typed (trimmed, lower-cased), exactly as a known one,
 * so the lock still tells nothing about who exists.
 */
export const throttleKey = (typed: string, accountEmail: string | null): string =>
  (accountEmail ?? typed).trim().toLowerCase();

/** How long the user name is refused after `failures` failed sign-ins in a row: 30 s at the fifth, doubling, at most 15 min. */
export const lockoutSeconds = (failures: number): number =>
  failures < FAILURES_BEFORE_LOCKOUT
    ? 0
    : Math.min(MAX_LOCKOUT_SECONDS, FIRST_LOCKOUT_SECONDS * 2 ** (failures - FAILURES_BEFORE_LOCKOUT));

/** Whether a recovery code issued at `issuedAt` after `failures` wrong tries may still be tried at `now`. */
export const recoveryCodeUsable = (issuedAt: Date | null, failures: number, now: Date): boolean =>
  issuedAt !== null &&
  failures < MAX_CODE_FAILURES &&
  now.getTime() - issuedAt.getTime() < CODE_LIFETIME_SECONDS * 1000;

/**
 * The Cognito client library drops Retry-After, so the wait travels in the error message,
 * written by the server and read back by the sign-in page.
 */
export const lockoutMessage = (seconds: number) => `Password attempts exceeded. Try again in ${seconds} s.`;

export const lockoutSecondsIn = (message: string): number | null => {
  const match = /Try again in (\d+) s\./.exec(message);
  return match ? Number(match[1]) : null;
};
