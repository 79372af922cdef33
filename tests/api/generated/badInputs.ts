import fc from 'fast-check';
import {
  fillPath,
  pathParameters,
  type JsonSchema,
  type Operation,
} from '../../support/openApiOperations.ts';

/**
 * fast-check arbitraries for hostile requests, written by hand from each operation's JSON
 * Schema (zod-fast-check knows zod 3 only): mostly wrong, sometimes right by chance.
 */

export interface BadRequest {
  method: string;
  url: string;
  /** The content type when a body is sent; the caller adds the token. */
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
    return type === 'integer'
      ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
      : fc.double({ min, max, noNaN: true });
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') return fc.array(validValue(schema.items ?? {}), { maxLength: 3 });
  if (type === 'object' || schema.properties) {
    const properties = schema.properties ?? {};
    return fc.record(
      Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value)])),
      { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
    );
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
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

/** A body from the operation's JSON schema with fields dropped, mistyped or added. */
const mutatedObject = (schema: JsonSchema) => {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  return fc
    .tuple(
      validValue(schema).map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {})),
      fc.subarray(names),
      fc.array(
        fc
          .constantFrom(...(names.length ? names : ['a']))
          .chain((name) => badValue(properties[name] ?? {}).map((value) => [name, value] as const)),
        { maxLength: 3 },
      ),
      fc.array(fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), wrongType), { maxLength: 2 }),
    )
    .map(([valid, dropped, mistyped, unknown]) => {
      const body: Record<string, unknown> = { ...(valid as object) };
      for (const name of dropped) delete body[name];
      for (const [name, value] of [...mistyped, ...unknown]) body[name] = value;
      return JSON.stringify(body);
    });
};

const jsonSchemaOf = (operation: Operation) =>
  Object.entries(operation.body).find(([type]) => type.includes('json'))?.[1] ?? { type: 'object' };

type Body = { payload?: string; contentType?: string; kind: string };

const bodyOf = (operation: Operation): fc.Arbitrary<Body> => {
  const schema = jsonSchemaOf(operation);
  const json = (kind: string) => (payload: string) => ({ payload, contentType: 'application/json', kind });
  return fc.oneof(
    { weight: 20, arbitrary: mutatedObject(schema).map(json('fields dropped, mistyped or added')) },
    {
      weight: 5,
      arbitrary: validValue(schema)
        .map((v) => JSON.stringify(v))
        .map(json('valid by schema')),
    },
    {
      weight: 5,
      arbitrary: fc.constantFrom('null', '[]', '"text"', '123', 'true', '{}').map(json('not an object')),
    },
    { weight: 10, arbitrary: fc.constantFrom(...MALFORMED_JSON).map(json('malformed JSON')) },
    {
      weight: 10,
      arbitrary: fc
        .tuple(fc.constantFrom(...CONTENT_TYPES), mutatedObject(schema))
        .map(([contentType, payload]) => ({ payload, contentType, kind: 'wrong content type' })),
    },
    { weight: 5, arbitrary: fc.constant<Body>({ kind: 'no body' }) },
    // Rare: each one is a megabyte to send.
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        payload: OVERSIZE,
        contentType: 'application/json',
        kind: 'oversize body',
      }),
    },
  );
};

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Hostile requests for one operation: its path, query and (for methods that carry one) body. */
export const badRequestOf = (operation: Operation, real: Record<string, string>): fc.Arbitrary<BadRequest> =>
  fc
    .tuple(
      pathOf(operation, real),
      queryOf(operation),
      SAFE.has(operation.method) ? fc.constant<Body>({ kind: 'query' }) : bodyOf(operation),
    )
    .map(([path, query, body]): BadRequest => ({
      method: operation.method,
      url: `${path}${query}`,
      headers: body.contentType === undefined ? {} : { 'content-type': body.contentType },
      payload: body.payload,
      kind: body.kind,
    }));
