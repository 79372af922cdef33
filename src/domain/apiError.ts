import { z } from 'zod';

/**
 * Every error the API answers has this JSON body. `messageKey` is an i18n key the web app
 * translates with the values of `messageArgs` (a limit's %{max}); `message` is the English
 * text for tools and logs; `fields` maps a field to its message key when the input was
 * invalid, and `fieldArgs` a field to the values its key interpolates; a 412 says in `savedBy`
 * who saved the record last and when. Its id names the one shared component the
 * OpenAPI document refers to from every error answer.
 */
const messageArgs = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageArgs = z.infer<typeof messageArgs>;

export const apiErrorBody = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
    messageKey: z.string().describe('i18n key the web app translates'),
    messageArgs: messageArgs.optional().describe('the values messageKey interpolates, e.g. max'),
    fields: z.record(z.string(), z.string()).optional().describe('input field → message key'),
    fieldArgs: z
      .record(z.string(), messageArgs)
      .optional()
      .describe('input field → the values its message key interpolates'),
    savedBy: z
      .object({ name: z.string(), at: z.iso.datetime() })
      .optional()
      .describe('412: who saved the record since it was read, and when (docs/architecture.md, Writes)'),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorBody>;
