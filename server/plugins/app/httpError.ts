import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '../../../src/domain/apiError.ts';

export const errorBody = (
  statusCode: number,
  messageKey: string,
  message: string,
  fields?: Record<string, string>,
): ApiErrorBody => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  messageKey,
  ...(fields ? { fields } : {}),
});

/** Thrown by routes for an expected failure; the error handler answers it as an ApiErrorBody. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The OpenAPI description of ApiErrorBody, referenced by every route's error responses. */
export const apiErrorSchema = {
  $id: 'ApiError',
  type: 'object',
  required: ['statusCode', 'error', 'message', 'messageKey'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    messageKey: { type: 'string', description: 'i18n key the web app translates' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'input field → message key',
    },
  },
} as const;

export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, { $ref: 'ApiError#', description: STATUS_CODES[code] }]));
