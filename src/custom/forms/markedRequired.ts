import type { Validator } from 'react-admin';

/**
 * Spec 5, the asterisk: a field the form always requires once it is shown, whose check is not
 * a schema's required rule (a rule across fields, a picker's day), carries react-admin's flag
 * so its label shows the asterisk as every other required field's does.
 */
export const markedRequired = (validator: Validator): Validator =>
  Object.assign((...args: Parameters<Validator>) => validator(...args), { isRequired: true });
