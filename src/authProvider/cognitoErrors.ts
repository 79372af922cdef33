/** The identity provider's error codes, as the library hands them over. */
const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null
    ? String((error as { code?: unknown; name?: unknown }).code ?? (error as { name?: unknown }).name ?? '')
    : '';

/**
 * Spec 8: bad credentials read 'Invalid credentials. Please try again.' A real pool answers
 * NotAuthorizedException, the local IdP InvalidPasswordException; UserNotFoundException
 * gets the same text so the page does not tell which accounts exist.
 */
export const signInErrorKey = (error: unknown): string | null =>
  ['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException'].includes(codeOf(error))
    ? 'auth.invalidCredentials'
    : null;

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

export const resetErrorKey = (error: unknown): string => {
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
