import type { ApiErrorBody, MessageArgs } from '../domain/apiError.ts';

/**
 * Same shape as react-admin's HttpError (message, status, body), which is all react-admin
 * reads; defined here so the engine stays free of React and testable in plain Node.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body?: Partial<ApiErrorBody> & { errors?: Record<string, FieldError> };

  constructor(message: string, status: number, body?: Partial<ApiErrorBody>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    // react-admin shows `body.errors` next to the fields of a pessimistic form (spec 8: form errors are keys).
    this.body = body?.fields ? { ...body, errors: fieldErrors(body.fields, body.fieldArgs) } : body;
  }
}

/**
 * A field's message key; with the values it interpolates, written as react-admin's own inputs
 * write a validator's `{ message, args }` (its prefix, then JSON), which its ValidationError
 * reads back. A form's submission errors must be strings: react-admin takes an object for the
 * fields nested under it, so `{ message, args }` marked `email.message`, never `email`.
 */
type FieldError = string;
const WITH_ARGS = '@@react-admin@@';

const fieldErrors = (fields: Record<string, string>, args: Record<string, MessageArgs> = {}) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, message]): [string, FieldError] => [
      field,
      args[field] ? `${WITH_ARGS}${JSON.stringify({ message, args: args[field] })}` : message,
    ]),
  );

/**
 * The field errors a refusal carries, when it names any: the form shows each at its input
 * (spec 8: form errors are keys shown next to the field), so no toast repeats them.
 */
export const fieldErrorsOf = (error: unknown): Record<string, FieldError> | undefined => {
  const errors = (error as { body?: { errors?: Record<string, FieldError> } } | null)?.body?.errors;
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
};
