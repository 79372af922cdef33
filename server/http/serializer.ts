import type { FastifySerializerCompiler } from 'fastify';
import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * fast-json-stringify needs no anyOf test per value for `type: [T, 'null']`, which is what
 * zod's `anyOf: [T, null]` for a nullable field says.
 */
const flattenNullable = ({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }) => {
  if ((zodSchema as z.ZodType)._zod.def.type !== 'nullable') return;
  const [inner, none] = (jsonSchema.anyOf ?? []) as JsonSchema[];
  if (!inner || none?.type !== 'null' || typeof inner.type !== 'string') return;
  delete jsonSchema.anyOf;
  Object.assign(jsonSchema, inner, { type: [inner.type, 'null'] });
};

/** The JSON Schema fast-json-stringify writes a response with, derived from its zod schema. */
const responseJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
    override: flattenNullable,
  }) as JsonSchema;

type Serialize = ReturnType<typeof fastJson>;

/**
 * One writer per response schema per process: compiling them was most of building the app,
 * which the API suites do for every test database. A writer is a pure function of its schema.
 */
const compiled = new WeakMap<object, Serialize>();

/**
 * Responses are described by the zod schemas of src/domain but written by Fastify's own
 * fast-json-stringify: zod's serializer re-validates every row of every page, which the
 * search throughput (docs/architecture.md, Database notes) cannot afford. Unknown fields are
 * dropped as before.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  const key = schema as object;
  let serialize = compiled.get(key);
  if (!serialize) {
    serialize = fastJson((schema instanceof z.ZodType ? responseJsonSchema(schema) : schema) as Schema);
    compiled.set(key, serialize);
  }
  return serialize;
};
