import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '../../src/domain/apiError.ts';

export const errorBody = (
  statusCode: number,
  messageKey: string,
  message: string,
  fields?: Record<string, string>,
  savedBy?: ApiErrorBody['savedBy'],
): ApiErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  messageKey,
  ...(fields ? { fields } : {}),
  ...(savedBy ? { savedBy } : {}),
});

/** Thrown by routes for an expected failure; the error handler answers it as an ApiErrorBody. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly savedBy?: ApiErrorBody['savedBy'],
  ) {
    super(message);
  }
}
