import { STATUS_CODES } from 'node:http';
import { z } from 'zod';
import { apiErrorBody } from '../../src/domain/apiError.ts';
import { EXPORT_CAP } from '../../src/domain/pagination.ts';

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

/**
 * A list route's answers: a page as JSON, or with `Accept: text/csv` the
 * whole filtered list as a CSV file (http/csvExport.ts), then the error answers.
 */
export const listResponses = (page: z.ZodType, plural: string) => ({
  200: {
    description: `One page of ${plural}, or with Accept: text/csv every match as a file`,
    content: {
      'application/json': { schema: page },
      'text/csv': {
        schema: z
          .string()
          .describe(
            `the row fields as columns, one of the ${plural} a line; at most ${EXPORT_CAP}, past that X-Export-Capped: ${EXPORT_CAP}`,
          ),
      },
    },
  },
  ...errorResponses(400, 401, 403),
});
