/**
 * Spec 5 "Form behaviour" for every form of the app, AppForm and the modals' own `Form`:
 * - `mode: 'onTouched'`: a field is first checked when the user leaves it, then on every
 *   change, so errors show only after it was touched (react-admin's default waits for submit);
 * - no "The form is not valid" toast: every error shows next to its field (spec 8, form errors),
 *   a save the server refused at a field too, so the toast over the screen would only repeat it.
 */
export const FORM_BEHAVIOUR = { mode: 'onTouched', disableInvalidFormNotification: true } as const;
