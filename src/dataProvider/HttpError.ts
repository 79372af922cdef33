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

/** A field's message key, with the values it interpolates when it has any (react-admin's ValidationError takes both). */
type FieldError = string | { message: string; args: MessageArgs };

const fieldErrors = (fields: Record<string, string>, args: Record<string, MessageArgs> = {}) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, message]): [string, FieldError] => [
      field,
      args[field] ? { message, args: args[field] } : message,
    ]),
  );
