import type { Validator } from 'react-admin';
import type { z } from 'zod';
import { MESSAGES, messageOf } from '../../domain/validation.ts';

/**
 * A react-admin input validator for one field of a form-wide zod schema of src/domain, for
 * rules across fields (an end date not before the start): the whole form is parsed as the
 * API parses its request, and the field shows the first issue that lands on it. The field
 * is marked required (spec 5 asterisk) when the schema refuses the form without it.
 */
export const zodFormValidator = (schema: z.ZodType, field: string): Validator => {
  const issueOn = (values: unknown) =>
    schema.safeParse(values).error?.issues.find((issue) => issue.path[0] === field);
  const validator: Validator & { isRequired?: boolean } = (_value, values) => {
    const issue = issueOn(values);
    if (!issue) return undefined;
    const { message, args } = messageOf(issue);
    return args ? { message, args } : message;
  };
  if (issueOn({})?.message === MESSAGES.required) validator.isRequired = true;
  return validator;
};
