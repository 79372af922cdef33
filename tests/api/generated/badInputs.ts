import fc from 'fast-check';
import {
  fillPath,
  pathParameters,
  type JsonSchema,
  type Operation,
} from '../../support/openApiOperations.ts';
import { multipartBody, VALID_UPLOAD } from '../../support/multipartBody.ts';
import { refinedParameter, withRefinedFields } from './refinedValues.ts';

/**
 * fast-check arbitraries for hostile requests, written by hand from each operation's JSON
 * Schema (zod-fast-check knows zod 3 only): mostly wrong, sometimes right by chance.
 */

export interface BadRequest {
  method: string;
  url: string;
  /** Header parameters, and the content type when a body is sent; the caller adds the token. */
  headers: Record<string, string>;
  payload?: string;
  /** What was wrong with it, for the failure list. */
  kind: string;
}

const SQL = [
  "' OR '1'='1",
  "'; DROP TABLE customers; --",
  "1' UNION SELECT email FROM staffs --",
  '%',
  '_',
  '\\',
  "'",
  '"',
  '1; SELECT pg_sleep(5)',
  '$1',
  "E'\\x41'",
  '\u0000',
  'a\u0000b',
];
const SCRIPT = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
];
/** Ids that a lax parser reads as numbers, or that leave the column's range. */
const JUNK_IDS = [
  '99999999999999999999',
  '9223372036854775808',
  '2147483648',
  '0x1f',
  '1e3',
  '1.5',
  '-1',
  '0',
  ' 1',
  '1 ',
  '+1',
  '0001',
  'NaN',
  'Infinity',
  '１２',
  '٣',
  '../',
  '..',
  '😀',
  'null',
  '[]',
  '',
];
const OUT_OF_RANGE = [-1, 0, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, 0.5, -0, 1e-7, Number.MAX_SAFE_INTEGER];
const UNKNOWN_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'role',
  'email',
  'id',
  'isAdmin',
  'zzz',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/octet-stream',
  '',
];
const MALFORMED_JSON = [
  '{',
  '{"a":',
  "{'a':1}",
  '[1,]',
  'undefined',
  'NaN',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"firstName":"\\ud800"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '['.repeat(5000),
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
];
/** Past Fastify's default 1 MiB body limit. */
const OVERSIZE = `{"firstName":"${'x'.repeat(1_100_000)}"}`;
/**
 * What PostgreSQL text cannot hold (NUL) and what the audit trail's jsonb
 * refuses (half of a surrogate pair: high or low alone, or the two the wrong way round).
 */
export const UNSTORABLE = {
  NUL: ['\u0000', 'a\u0000b', 'ab\u0000'],
  'lone surrogate': ['\ud800', 'x\udbffy', '\udc00', 'a\udfff', '\udc00\ud800'],
} as const;
export type Unstorable = keyof typeof UNSTORABLE;
export const UNSTORABLE_KINDS = Object.keys(UNSTORABLE) as Unstorable[];

const huge = fc
  .constantFrom(300, 5_000, 100_000)
  .chain((n) => fc.constantFrom('a', 'é', '😀', '%', "'").map((unit) => unit.repeat(n)));
const hostileString = fc.oneof(
  fc.constantFrom(...SQL, ...SCRIPT),
  huge,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
);
const wrongType = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }),
  fc.double(),
  fc.integer(),
  hostileString,
);

const dates = (min: Date, max: Date) => fc.date({ min, max, noInvalidDate: true });
/**
 * Dates the API can store (validation.ts dateBounds: from 1900, four-digit years), the calendar's first and
 * last weeks often: a day before or after them (an index bound, the next Monday) is where a
 * route's arithmetic leaves four digits.
 */
const instant = fc.oneof(
  {
    weight: 4,
    arbitrary: dates(new Date(Date.UTC(1900, 0, 1)), new Date(Date.UTC(9999, 11, 31, 23, 59, 59))),
  },
  { weight: 1, arbitrary: dates(new Date(Date.UTC(1900, 0, 1)), new Date(Date.UTC(1900, 0, 7))) },
  {
    weight: 1,
    arbitrary: dates(new Date(Date.UTC(9999, 11, 25)), new Date(Date.UTC(9999, 11, 31, 23, 59, 59))),
  },
);

const typesOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** A value the schema accepts (as far as these keywords tell). */
export const validValue = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map(validValue));
  const type = typesOf(schema).find((t) => t !== 'null');
  if (type === 'integer' || type === 'number') {
    const min = schema.minimum ?? -1000;
    const max = schema.maximum ?? Math.max(min, 0) + 1000;
    if (type === 'integer') return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    // Money: whole steps (cents), written with the step's decimals so 0.07 stays 0.07.
    const step = schema.multipleOf;
    if (step === undefined) return fc.double({ min, max, noNaN: true });
    const places = String(step).split('.')[1]?.length ?? 0;
    return fc
      .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
      .map((n) => Number((n * step).toFixed(places)));
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') {
    const items = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) };
    return schema.uniqueItems
      ? fc.uniqueArray(validValue(schema.items ?? {}), { ...items, selector: (v) => JSON.stringify(v) })
      : fc.array(validValue(schema.items ?? {}), items);
  }
  if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    return fc.record(
      Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value)])),
      { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
    );
  }
  const fitsLength = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fitsLength);
  if (schema.format === 'email') return fc.emailAddress().filter(fitsLength);
  if (schema.format === 'date') return instant.map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return instant.map((d) => d.toISOString());
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) });
};

/** A value of the wrong type, out of range, too long or hostile for the schema. */
export const badValue = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const numeric = typesOf(schema).some((t) => t === 'integer' || t === 'number');
  const edges = [
    ...(schema.minimum !== undefined ? [schema.minimum - 1, schema.minimum - 0.5] : []),
    ...(schema.maximum !== undefined ? [schema.maximum + 1, schema.maximum + 0.5] : []),
    ...(schema.maxLength !== undefined ? ['x'.repeat(schema.maxLength + 1)] : []),
  ];
  return fc.oneof(
    wrongType,
    hostileString,
    fc.constantFrom<unknown>(...OUT_OF_RANGE, ...JUNK_IDS, ...edges),
    ...(numeric ? [fc.constantFrom(...JUNK_IDS)] : []),
    ...(schema.enum?.length
      ? [fc.constantFrom(...schema.enum.map((v) => String(v).toLowerCase() + ' '))]
      : []),
  );
};

type Path = (string | number)[];

/**
 * Where a schema holds free text (not an enum): through objects, arrays (their first item),
 * alternatives, and a field an object admits beyond its named ones (the passage's
 * AuthParameters), as `extraField`.
 */
export const stringPaths = (schema: JsonSchema, at: Path = []): Path[] => {
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) {
    const paths = options.flatMap((option) => stringPaths(option, at));
    return [...new Map(paths.map((path) => [path.join('.'), path])).values()];
  }
  if (schema.enum?.length || schema.const !== undefined) return [];
  if (schema.properties || typeof schema.additionalProperties === 'object') {
    const extra = schema.additionalProperties;
    return [
      ...Object.entries(schema.properties ?? {}).flatMap(([key, field]) => stringPaths(field, [...at, key])),
      ...(typeof extra === 'object' ? stringPaths(extra, [...at, 'extraField']) : []),
    ];
  }
  if (typesOf(schema).includes('array')) return schema.items ? stringPaths(schema.items, [...at, 0]) : [];
  return typesOf(schema).includes('string') ? [at] : [];
};

const isContainer = (value: unknown): value is Record<string | number, unknown> =>
  typeof value === 'object' && value !== null;

/** A copy of `value` with `leaf` at `path`, the objects and arrays on the way made when missing. */
const withValueAt = (value: unknown, [key, ...rest]: Path, leaf: unknown): unknown => {
  if (key === undefined) return leaf;
  const copy = (
    Array.isArray(value) ? [...value] : isContainer(value) ? { ...value } : typeof key === 'number' ? [] : {}
  ) as Record<string | number, unknown>;
  copy[key] = withValueAt(copy[key], rest, leaf);
  return copy;
};
const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (isContainer(node) ? node[key] : undefined), value);

/** `body` with `bad` put into the text at `path` (into what was there, at `position`, or alone). */
export const withUnstorable = (body: unknown, path: Path, bad: string, position = 0) => {
  const current = valueAt(body, path);
  const text = typeof current === 'string' ? current : '';
  const at = position % (text.length + 1);
  return withValueAt(body, path, `${text.slice(0, at)}${bad}${text.slice(at)}`);
};

/** Query strings carry text: arrays as repeated keys, objects as bracket keys, the rest as text. */
const queryPairs = (name: string, value: unknown): [string, string][] => {
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(name, item));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => queryPairs(`${name}[${key}]`, item));
  return [[name, value === null ? '' : String(value)]];
};
const queryString = (pairs: [string, string][], raw: string) => {
  const text = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return text || raw ? `?${[text, raw].filter(Boolean).join('&')}` : '';
};
/** Percent-encoding that does not decode, a bare `&` and `=`, and a key with no value. */
const rawQuery = fc.constantFrom('', '', '', '%', '%zz', '%E0%A4%A', '&&=&', 'a', 'q=%00', '=x');

const queryOf = (operation: Operation) => {
  const parameters = operation.parameters.filter((p) => p.in === 'query');
  const entries = parameters.map((p) =>
    fc.option(
      fc.oneof({ weight: 1, arbitrary: validValue(p.schema) }, { weight: 3, arbitrary: badValue(p.schema) }),
      { freq: 2 },
    ),
  );
  const unknown = fc.array(fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), wrongType), { maxLength: 2 });
  return fc
    .tuple(fc.tuple(...entries), unknown, rawQuery)
    .map(([values, extra, raw]) =>
      queryString(
        [
          ...parameters.flatMap((p, i) => (values[i] === null ? [] : queryPairs(p.name, values[i]))),
          ...extra.flatMap(([key, value]) => queryPairs(key, value)),
        ],
        raw,
      ),
    );
};

/** Real ids from the seed, or junk that must be refused. */
const pathOf = (operation: Operation, real: Record<string, string>) => {
  const parameters = pathParameters(operation);
  const values = parameters.map((p) =>
    fc.oneof(
      // Half real: only a real id lets a bad query or body reach the route's own code.
      { weight: 1, arbitrary: fc.constant(real[p.name] ?? '1') },
      {
        weight: 1,
        arbitrary: fc.oneof(
          fc.constantFrom(...JUNK_IDS).map(encodeURIComponent),
          hostileString.map(encodeURIComponent),
          // Unencoded: a path that no longer matches the route, or that does not decode.
          fc.constantFrom('..', '../..', '%', '%zz', '1/2', '1?x=1', '1#x'),
        ),
      },
    ),
  );
  return fc
    .tuple(...values)
    .map((filled) =>
      fillPath(operation.path, Object.fromEntries(parameters.map((p, i) => [p.name, filled[i]]))),
    );
};

/**
 * An object from a JSON schema with fields dropped, mistyped or added; a field that is an
 * object itself (the passage's AuthParameters) is sometimes mutated the same way, one level down.
 */
const mutatedValue = (
  schema: JsonSchema,
  real: Record<string, string>,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> => {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => mutatedValue(option, real, depth)));
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const badField = (name: string) => {
    const field = properties[name] ?? {};
    return depth < 1 && field.properties
      ? fc.oneof(badValue(field), mutatedValue(field, real, depth + 1))
      : badValue(field);
  };
  return fc
    .tuple(
      validValue(schema).map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {})),
      fc.subarray(names),
      fc.array(
        fc
          .constantFrom(...(names.length ? names : ['a']))
          .chain((name) => badField(name).map((value) => [name, value] as const)),
        { maxLength: 3 },
      ),
      fc.array(fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), wrongType), { maxLength: 2 }),
      fc.boolean(),
    )
    .map(([valid, dropped, mistyped, unknown, realValues]) => {
      const body: Record<string, unknown> = { ...(valid as object) };
      if (realValues) for (const name of names) if (name in real) body[name] = real[name];
      for (const name of dropped) delete body[name];
      for (const [name, value] of [...mistyped, ...unknown]) body[name] = value;
      return body;
    });
};
/** A generated body with the fields named in `real` (at its top level or one below) set to their real values. */
const withRealFields = (value: unknown, real: Record<string, string>, depth = 0): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) && depth < 2
    ? Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          key in real ? real[key] : withRealFields(item, real, depth + 1),
        ]),
      )
    : value;

const mutatedObject = (schema: JsonSchema, real: Record<string, string>) =>
  mutatedValue(schema, real).map((body) => JSON.stringify(body));

/** The operation's JSON media type (the passage speaks application/x-amz-json-1.1) and its schema. */
const jsonBodyOf = (operation: Operation): [string, JsonSchema] =>
  Object.entries(operation.body).find(([type]) => type.includes('json')) ?? [
    'application/json',
    { type: 'object' },
  ];

type Body = { payload?: string; contentType?: string; kind: string };

/**
 * A body valid by its schema (half the time with the real values), but for
 * one of its strings, which holds NUL or a lone surrogate; one arbitrary per kind.
 */
const unstorableBodies = (schema: JsonSchema, real: Record<string, string>) => {
  const paths = stringPaths(schema);
  if (!paths.length) return [];
  return UNSTORABLE_KINDS.map((kind) =>
    fc
      .tuple(
        validValue(schema),
        fc.boolean(),
        fc.constantFrom(...paths),
        fc.constantFrom(...UNSTORABLE[kind]),
        fc.nat(),
      )
      .map(([valid, realValues, path, bad, position]): [string, string] => [
        `${kind} in one string`,
        JSON.stringify(withUnstorable(realValues ? withRealFields(valid, real) : valid, path, bad, position)),
      ]),
  );
};

const bodyOf = (
  operation: Operation,
  real: Record<string, string>,
  [mediaType, schema] = jsonBodyOf(operation),
): fc.Arbitrary<Body> => {
  const wrongContentTypes = CONTENT_TYPES.filter((type) => type !== mediaType).concat(
    mediaType === 'application/json' ? [] : ['application/json'],
  );
  const json = (kind: string) => (payload: string) => ({ payload, contentType: mediaType, kind });
  return fc.oneof(
    { weight: 20, arbitrary: mutatedObject(schema, real).map(json('fields dropped, mistyped or added')) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(validValue(schema), fc.boolean())
        .map(([v, realValues]) => JSON.stringify(realValues ? withRealFields(v, real) : v))
        .map(json('valid by schema')),
    },
    {
      weight: 5,
      arbitrary: fc.constantFrom('null', '[]', '"text"', '123', 'true', '{}').map(json('not an object')),
    },
    { weight: 10, arbitrary: fc.constantFrom(...MALFORMED_JSON).map(json('malformed JSON')) },
    ...unstorableBodies(schema, real).map((arbitrary) => ({
      weight: 5,
      arbitrary: arbitrary.map(([kind, payload]) => json(kind)(payload)),
    })),
    {
      weight: 10,
      arbitrary: fc
        .tuple(fc.constantFrom(...wrongContentTypes), mutatedObject(schema, real))
        .map(([contentType, payload]) => ({ payload, contentType, kind: 'wrong content type' })),
    },
    { weight: 5, arbitrary: fc.constant<Body>({ kind: 'no body' }) },
    // Rare: each one is a megabyte to send.
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        payload: OVERSIZE,
        contentType: mediaType,
        kind: 'oversize body',
      }),
    },
  );
};

/** Header values as HTTP carries them: printable ASCII only. */
const headerText = hostileString.filter((value) => /^[\x20-\x7e]*$/.test(value));
/** An enumerated value's neighbours: the passage's other X-Amz-Target operations, case and spacing. */
const neighbours = (value: string) => [
  value.toLowerCase(),
  ` ${value}`,
  `${value}x`,
  ...['ListUsers', 'AdminCreateUser', 'AdminAddUserToGroup', 'UpdateUserAttributes', 'GlobalSignOut'].map(
    (other) => value.replace(/[^.]*$/, other),
  ),
];

/**
 * Header parameters (the passage's X-Amz-Target): mostly valid, so the body is what is tried;
 * otherwise a neighbour of a valid value, hostile text, or none.
 */
const headersOf = (operation: Operation, chosen: Record<string, string>) => {
  const parameters = operation.parameters.filter((p) => p.in === 'header');
  const values = parameters.map((p) => {
    const valid = p.name in chosen ? fc.constant(chosen[p.name]) : validValue(p.schema).map(String);
    const enumerated = (p.schema.enum ?? []).map(String);
    return fc.oneof(
      { weight: 6, arbitrary: valid },
      {
        weight: 1,
        arbitrary: enumerated.length ? fc.constantFrom(...enumerated.flatMap(neighbours)) : headerText,
      },
      { weight: 1, arbitrary: fc.oneof(headerText, fc.constant(undefined)) },
    );
  });
  return fc
    .tuple(...values)
    .map((filled) =>
      Object.fromEntries(
        parameters.flatMap((p, i) => (filled[i] === undefined ? [] : [[p.name.toLowerCase(), filled[i]]])),
      ),
    );
};

/**
 * How many operations one document entry stands for: the passage's path holds one per
 * X-Amz-Target, so it gets a share of the requests for each.
 */
export const operationWeight = (operation: Operation) =>
  Math.max(
    1,
    ...operation.parameters
      .filter((p) => p.in === 'header' && p.required)
      .map((p) => p.schema.enum?.length ?? 1),
  );

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The body schemas of an operation, each with the header values that go with it. The passage's
 * body depends on its X-Amz-Target: the document lists the bodies (anyOf) in the order of the
 * header's values, so a request takes the body that goes with its target.
 */
const bodyVariants = (operation: Operation) => {
  const [mediaType, schema] = jsonBodyOf(operation);
  const options = schema.anyOf ?? schema.oneOf ?? [];
  const selector = operation.parameters.find(
    (p) => p.in === 'header' && p.required && options.length > 1 && p.schema.enum?.length === options.length,
  );
  return selector
    ? selector.schema.enum!.map((value, i) => ({
        chosen: { [selector.name]: String(value) },
        body: [mediaType, options[i]] as [string, JsonSchema],
      }))
    : [{ chosen: {} as Record<string, string>, body: [mediaType, schema] as [string, JsonSchema] }];
};

/**
 * Hostile requests for one operation: its path, query and (for methods that carry one) body.
 * `real` fills path parameters; `realFields` fills body fields of those names half the time
 * (the passage's ClientId and a known USERNAME), so that bad input reaches past the first check.
 */
export const badRequestOf = (
  operation: Operation,
  real: Record<string, string>,
  realFields: Record<string, string> = {},
): fc.Arbitrary<BadRequest> => {
  const variants = bodyVariants(operation);
  return fc.constantFrom(...variants).chain(({ chosen, body: bodySchema }) =>
    fc
      .tuple(
        pathOf(operation, real),
        queryOf(operation),
        headersOf(operation, chosen),
        SAFE.has(operation.method)
          ? fc.constant<Body>({ kind: 'query' })
          : bodyOf(operation, realFields, bodySchema),
      )
      .map(([path, query, headers, body]): BadRequest => ({
        method: operation.method,
        url: `${path}${query}`,
        headers: {
          ...headers,
          ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }),
        },
        payload: body.payload,
        kind: body.kind,
      })),
  );
};

/** One request of the systematic pass: where the unstorable text is, as the answer must name it. */
export interface UnstorableRequest extends BadRequest {
  /** The field's dotted path (`notes.0.note`, `AuthParameters.USERNAME`, a query parameter's name). */
  field: string;
  unstorable: Unstorable;
}

/**
 * Every case once: for each string of the operation's JSON body (of each of
 * the passage's bodies) one request holding NUL there and one holding a lone surrogate, the
 * rest valid by the schema and real where `realFields` names it; and NUL in each text query
 * parameter (a lone surrogate has no URL encoding). `seed` picks the valid rest and the text.
 */
export const unstorableRequests = (
  operation: Operation,
  real: Record<string, string>,
  realFields: Record<string, string>,
  seed: number,
): UnstorableRequest[] => {
  const url = fillPath(operation.path, real);
  const bodies = SAFE.has(operation.method)
    ? []
    : bodyVariants(operation).flatMap(({ chosen, body: [mediaType, schema] }) => {
        const [valid] = fc.sample(validValue(schema), { seed, numRuns: 1 });
        const base = withRealFields(valid, realFields);
        return stringPaths(schema).flatMap((path, i) =>
          UNSTORABLE_KINDS.map((unstorable): UnstorableRequest => ({
            method: operation.method,
            url,
            headers: { ...chosen, 'content-type': mediaType },
            payload: JSON.stringify(
              withUnstorable(
                base,
                path,
                UNSTORABLE[unstorable][(seed + i) % UNSTORABLE[unstorable].length],
                seed,
              ),
            ),
            kind: `${unstorable} in ${path.join('.')}`,
            field: path.join('.'),
            unstorable,
          })),
        );
      });
  const queries = operation.parameters
    .filter((p) => p.in === 'query' && stringPaths(p.schema).length > 0)
    .map((p): UnstorableRequest => ({
      method: operation.method,
      url: `${url}?${encodeURIComponent(p.name)}=${encodeURIComponent(`a${UNSTORABLE.NUL[0]}b`)}`,
      headers: {},
      kind: `NUL in query ${p.name}`,
      field: p.name,
      unstorable: 'NUL',
    }));
  return [...bodies, ...queries];
};

/**
 * One request the route accepts: each required query and header parameter and the JSON body
 * drawn by `validValue` (real values where `realFields` names a field or parameter, and what the
 * document cannot say from REFINED_FIELDS), so that a caller the route lets in reaches its
 * handler instead of stopping at validation. `seed` picks the values.
 */
export const validRequestOf = (
  operation: Operation,
  real: Record<string, string>,
  realFields: Record<string, string>,
  seed: number,
): { url: string; headers: Record<string, string>; payload?: string | Buffer } => {
  const [{ chosen, body }] = bodyVariants(operation);
  const [mediaType, schema] = body;
  const sample = <T>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { seed, numRuns: 1 })[0];
  const required = (place: 'query' | 'header') =>
    operation.parameters
      // An optional parameter the operation's refinements name is sent too (one of two filters).
      .filter(
        (p) =>
          p.in === place &&
          (p.required || refinedParameter(operation.operationId, p.name, realFields) !== undefined) &&
          !(p.name in chosen),
      )
      .map(
        (p) =>
          [
            p.name,
            refinedParameter(operation.operationId, p.name, realFields) ??
              String(realFields[p.name] ?? sample(validValue(p.schema))),
          ] as const,
      );
  const query = required('query')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const url = `${fillPath(operation.path, real)}${query ? `?${query}` : ''}`;
  const headers = { ...Object.fromEntries(required('header')), ...chosen };
  if ('multipart/form-data' in operation.body) {
    const { payload, contentType } = multipartBody([VALID_UPLOAD]);
    return { url, headers: { ...headers, 'content-type': contentType }, payload };
  }
  if (SAFE.has(operation.method)) return { url, headers };
  // The operation's own refinements last: they are more particular than a field name's real value
  // (an import reads an import's file, not the ticket attachment every `fileLocation` gets).
  const drawn = withRealFields(sample(validValue(schema)), realFields);
  return {
    url,
    headers: { ...headers, 'content-type': mediaType },
    payload: JSON.stringify(withRefinedFields(drawn, operation.operationId, realFields)),
  };
};
