import { STATUS_CODES } from 'node:http';
import { apiErrorBody } from '../../src/domain/apiError.ts';

/** The error answers a route documents: each status with its reason and the shared ApiError body. */
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((code) => [
      code,
      {
        description: STATUS_CODES[code] ?? 'Error',
        content: { 'application/json': { schema: apiErrorBody } },
      },
    ]),
  );
