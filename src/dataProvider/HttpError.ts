import type { ApiErrorBody } from '../domain/apiError.ts';

/**
 * Same shape as react-admin's HttpError (message, status, body), which is all react-admin
 * reads; defined here so the engine stays free of React and testable in plain Node.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body?: Partial<ApiErrorBody> & { errors?: Record<string, string> };

  constructor(message: string, status: number, body?: Partial<ApiErrorBody>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    // react-admin shows `body.errors` next to the fields of a pessimistic form (spec 8: form errors are keys).
    this.body = body?.fields ? { ...body, errors: body.fields } : body;
  }
}
