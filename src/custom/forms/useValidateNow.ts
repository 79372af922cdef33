import { useFormContext } from 'react-hook-form';
import { useWrappedSource } from 'react-admin';

/**
 * A value that is complete the moment it is picked (a day from a date
 * picker, a choice from a dropdown) is checked at once, so a rule it breaks (a past alert
 * date, closing with a balance) shows at the field before Save, not only on leaving it.
 * Typed text keeps the form's "after the field is touched" (spec 5).
 */
export const useValidateNow = (source: string) => {
  const form = useFormContext();
  const name = useWrappedSource(source);
  return () => {
    void form.trigger(name);
  };
};
