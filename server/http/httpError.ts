import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '../../src/domain/apiError.ts';

export const errorBody = (
  statusCode: number,
  messageKey: string,
  message: string,
  fields?: Record<string, string>,
  savedBy?: ApiErrorBody['savedBy'],
  messageArgs?: ApiErrorBody['messageArgs'],
): ApiErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  messageKey,
  ...(messageArgs ? { messageArgs } : {}),
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
    /** What the refusal says besides its key (a declined card's reason, spec 8 Payment). */
    readonly messageArgs?: ApiErrorBody['messageArgs'],
  ) {
    super(message);
  }
}
