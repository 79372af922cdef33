import type { Validator } from 'react-admin';
import type { z } from 'zod';
import { isRequiredSchema, messageOf } from '../../domain/validation.ts';

/**
 * A react-admin input validator from a zod schema of src/domain, so a form refuses exactly
 * what the API refuses (one rule, one place). It answers react-admin's `{ message, args }`
 * so texts like "Must be at most %{max} characters" get their numbers, and it carries
 * react-admin's `isRequired` flag when the schema refuses an absent value: the input then
 * shows the asterisk (spec point 5) as it does for react-admin's own `required()`.
 */
export const zodValidator = (schema: z.ZodType): Validator => {
  const validator: Validator & { isRequired?: boolean } = (value: unknown) => {
    const result = schema.safeParse(value ?? undefined);
    if (result.success) return undefined;
    const { message, args } = messageOf(result.error.issues[0]!);
    return args ? { message, args } : message;
  };
  if (isRequiredSchema(schema)) validator.isRequired = true;
  return validator;
};

/** A validator for each field of a rule table of src/domain (a form section's fields). */
export const zodValidators = <F extends string>(rules: Record<F, z.ZodType>): Record<F, Validator> =>
  Object.fromEntries(
    Object.entries<z.ZodType>(rules).map(([field, schema]) => [field, zodValidator(schema)]),
  ) as Record<F, Validator>;
