import { useCallback, useState } from 'react';
import { messageArgsOf, messageOf } from './messageOf.ts';

/**
 * The state of a signed-out form's one request. The button stays disabled after a success,
 * which leaves the form, so it cannot be sent twice; a rejection becomes the message shown.
 */
export const useAuthSubmit = (failureKey: string) => {
  const [error, setError] = useState<string | null>(null);
  const [errorArgs, setErrorArgs] = useState<Record<string, unknown> | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const run = async (request: () => Promise<unknown>) => {
    setSubmitting(true);
    setError(null);
    try {
      await request();
    } catch (rejection) {
      setError(messageOf(rejection, failureKey));
      setErrorArgs(messageArgsOf(rejection));
      setSubmitting(false);
    }
  };

  /** An old refusal goes as soon as the user changes what was refused. */
  const clearError = useCallback(() => setError(null), []);

  return { error, errorArgs, submitting, run, clearError };
};
