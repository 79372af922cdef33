import { ACCESS_EXTENSION, type OperationAccess } from '../../server/plugins/external/accessExtension.ts';

/** The part of JSON Schema the generated suites read; anything else is passed through untouched. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  multipleOf?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  default?: unknown;
  nullable?: boolean;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** The route's `operationId`, when it names one. */
  operationId?: string;
  method: string;
  /** The OpenAPI path template, `{name}` for each path parameter. */
  path: string;
  parameters: Parameter[];
  /** Request body schemas by media type. */
  body: Record<string, JsonSchema>;
  /** The status codes the operation documents. */
  responses: number[];
  access?: OperationAccess;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Document = { paths?: Record<string, Record<string, unknown>> } & Record<string, unknown>;

/** Follows local `$ref`s (`#/components/schemas/X`) so the suites see whole schemas. */
const dereference = (doc: Document, value: unknown, seen = new Set<string>()): unknown => {
  if (Array.isArray(value)) return value.map((item) => dereference(doc, item, seen));
  if (!value || typeof value !== 'object') return value;
  const { $ref, ...rest } = value as Record<string, unknown>;
  if (typeof $ref === 'string' && $ref.startsWith('#/') && !seen.has($ref)) {
    const target = $ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
    return dereference(doc, { ...(target as object), ...rest }, new Set([...seen, $ref]));
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dereference(doc, item, seen)]));
};

/** Every operation of an OpenAPI 3 document (`app.swagger()`), with its parameters and body resolved. */
export const operationsOf = (document: unknown): Operation[] => {
  const doc = document as Document;
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = dereference(doc, item[method]) as {
        operationId?: string;
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
        [ACCESS_EXTENSION]?: OperationAccess;
      };
      const content = operation.requestBody?.content ?? {};
      return {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []).map((p) => ({ ...p, required: Boolean(p.required) })),
        body: Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema ?? {}])),
        responses: Object.keys(operation.responses ?? {}).map(Number),
        access: operation[ACCESS_EXTENSION],
      };
    }),
  );
};

/** The path with each `{name}` replaced by its (already encoded) value. */
export const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/\{([^}]+)\}/g, (_match, name: string) => values[name] ?? `{${name}}`);

export const pathParameters = (operation: Operation) => operation.parameters.filter((p) => p.in === 'path');

export const describeOperation = (operation: Operation) => `${operation.method} ${operation.path}`;
