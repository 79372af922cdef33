import type { Validator } from 'react-admin';
import type { z } from 'zod';

/**
 * A react-admin input validator from a zod schema of src/domain, so a form refuses exactly
 * what the API refuses (one rule, one place). The schemas' messages are i18n keys.
 */
export const zodValidator =
  (schema: z.ZodType): Validator =>
  (value: unknown) => {
    const result = schema.safeParse(value ?? undefined);
    return result.success ? undefined : (result.error.issues[0]?.message ?? 'validation.invalid');
  };
