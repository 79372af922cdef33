import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { messageOf } from '../../../src/domain/validation.ts';

/**
 * Route input is checked by the zod schemas of src/domain (one rule for the forms and the
 * API, DESIGN.md). A route's `schema.querystring`/`body`/`params` is the JSON Schema zod
 * derives (for the OpenAPI document) carrying the zod schema under a symbol, which the
 * validator compiler below runs instead of Ajv.
 */
const ZOD = Symbol('zod');
type WithZod = Record<string, unknown> & { [ZOD]?: z.ZodType };

export const zodSchema = (schema: z.ZodType): Record<string, unknown> => {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-7',
    unrepresentable: 'any',
  });
  return Object.assign(json, { [ZOD]: schema });
};

/** A 400 whose fields map each offending input to its message key (ApiErrorBody.fields). */
export class ValidationError extends Error {
  override name = 'ValidationError';
  readonly statusCode = 400;
  constructor(
    readonly fields: Record<string, string>,
    readonly part: string,
  ) {
    super(
      `Invalid ${part}: ${Object.entries(fields)
        .map(([field, key]) => `${field} (${key})`)
        .join(', ')}`,
    );
  }
}

/** The same key the forms show (src/domain/validation.ts), so a field reads alike from either side. */
const messageKey = (issue: z.core.$ZodIssue): string => messageOf(issue).message;

export const fieldsOf = (error: z.ZodError): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    fields[field] ??= messageKey(issue);
  }
  return fields;
};

export const zodValidatorCompiler: FastifySchemaCompiler<WithZod> = ({ schema, url, httpPart }) => {
  const zod = schema[ZOD];
  if (!zod) throw new Error(`Route ${url}: the ${httpPart} schema must be built with zodSchema()`);
  return (data: unknown) => {
    const result = zod.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new ValidationError(fieldsOf(result.error), httpPart ?? 'input') };
  };
};
