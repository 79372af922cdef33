import { z } from 'zod';

/**
 * Every error the API answers has this JSON body. `messageKey` is an i18n key the web app
 * translates; `message` is the English text for tools and logs; `fields` maps a field to
 * its message key when the input was invalid. Its id names the one shared component the
 * OpenAPI document refers to from every error answer.
 */
export const apiErrorBody = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    messageKey: z.string().describe('i18n key the web app translates'),
    fields: z.record(z.string(), z.string()).optional().describe('input field → message key'),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
