import { passwordPolicyRuleIn, passwordPolicyText } from '../domain/auth/passwordPolicy.ts';
import { lockoutSecondsIn } from '../domain/auth/signInThrottle.ts';

/** The identity provider's error codes, as the library hands them over. */
const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null
    ? String((error as { code?: unknown; name?: unknown }).code ?? (error as { name?: unknown }).name ?? '')
    : '';

const messageOfError = (error: unknown) =>
  typeof error === 'object' && error !== null ? String((error as { message?: unknown }).message ?? '') : '';

type Failure = { key: string; args?: Record<string, number> };

/**
 * A password the pool's policy refuses (README, What local mode protects against), the first
 * sign-in's new password or a recovery's, says what it lacks, read from the pool's
 * InvalidPasswordException message.
 */
export const passwordPolicyFailure = (error: unknown): Failure | null => {
  if (codeOf(error) !== 'InvalidPasswordException') return null;
  const rule = passwordPolicyRuleIn(messageOfError(error));
  return rule ? passwordPolicyText(rule) : null;
};

/**
 * Spec 8: bad credentials read 'Invalid credentials. Please try again.' A real pool answers
 * NotAuthorizedException, the local IdP InvalidPasswordException; UserNotFoundException
 * gets the same text so the page does not tell which accounts exist. A user name locked after
 * repeated failures (README, What local mode protects against) is told how long to wait: the
 * wait is in the message, because the library drops Retry-After.
 */
export const signInFailure = (error: unknown): Failure | null => {
  const policy = passwordPolicyFailure(error);
  if (policy) return policy;
  const code = codeOf(error);
  if (['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException'].includes(code))
    return { key: 'auth.invalidCredentials' };
  if (code !== 'TooManyRequestsException' && code !== 'LimitExceededException') return null;
  const seconds = lockoutSecondsIn(messageOfError(error));
  return seconds === null
    ? { key: 'auth.tooManyAttempts' }
    : { key: 'auth.tooManyAttemptsWait', args: { seconds } };
};

export const recoveryErrorKey = (error: unknown): string | null => {
  switch (codeOf(error)) {
    case 'UserNotFoundException':
      return null; // answered like a success: the page must not reveal who has an account
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'auth.tooManyAttempts';
    default:
      return 'auth.recovery.failed';
  }
};

const resetErrorKey = (error: unknown): string => {
  switch (codeOf(error)) {
    case 'CodeMismatchException':
      return 'auth.reset.invalidCode';
    case 'ExpiredCodeException':
      return 'auth.reset.expiredCode';
    case 'InvalidPasswordException':
    case 'InvalidParameterException':
      return 'auth.reset.passwordRejected';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'auth.tooManyAttempts';
    default:
      return 'auth.reset.failed';
  }
};

export const resetFailure = (error: unknown): Failure =>
  passwordPolicyFailure(error) ?? { key: resetErrorKey(error) };
