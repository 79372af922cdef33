import { CompiledQuery, type Compilable } from 'kysely';

/** A request's values for a query, by name: the only things that vary between two queries of one shape. */
export type QueryValues = Record<string, string | number>;

interface Template {
  sql: string;
  /** For each parameter, the name of the value it carries, or the constant compiled in. */
  parameters: ({ name: string } | { constant: unknown })[];
}

/**
 * A stand-in for each value, which no SQL text or constant of ours holds, so each parameter
 * of the compiled query can be traced back to the value it came from.
 */
const standIns = (values: QueryValues) =>
  Object.fromEntries(
    Object.keys(values).map((name, i) => [
      name,
      typeof values[name] === 'number' ? Number.MIN_SAFE_INTEGER + i : `\u0000standIn:${name}\u0000`,
    ]),
  );

/** Shape → template, per database (each Kysely instance has its own dialect and compiler). */
const templates = new WeakMap<object, Map<string, Template>>();

const templateOf = (build: (values: QueryValues) => Compilable<unknown>, values: QueryValues): Template => {
  const stand = standIns(values);
  const byStandIn = new Map(Object.entries(stand).map(([name, value]) => [value, name]));
  const compiled = build(stand).compile();
  const parameters = compiled.parameters.map((value) => {
    const name = byStandIn.get(value as string | number);
    return name === undefined ? { constant: value } : { name };
  });
  const unused = Object.keys(values).filter(
    (name) => !parameters.some((p) => 'name' in p && p.name === name),
  );
  // A value the builder changed (lower-cased, escaped, computed with) cannot be traced: say so at once.
  if (unused.length)
    throw new Error(`compiledOnce: the query does not carry ${unused.join(', ')} as given, unchanged`);
  return { sql: compiled.sql, parameters };
};

/**
 * The query `build` makes from `values`, built and compiled by Kysely once per shape rather
 * than on every request (docs/architecture.md, Database notes: building and compiling the same
 * member search on every request cost a tenth of the server's time). `shape` names everything else
 * the query depends on (which filters, which sort); the names of `values` are part of it. `build`
 * must put each value into the query as it is given: it is first called with stand-ins, and each
 * parameter holding a stand-in then carries the request's own value.
 */
export function compiledOnce<Values extends QueryValues>(
  db: object,
  shape: string,
  values: Values,
  build: (values: Values) => Compilable<unknown>,
): CompiledQuery {
  let byShape = templates.get(db);
  if (!byShape) templates.set(db, (byShape = new Map()));
  const key = `${shape}\u0000${Object.keys(values).join('\u0000')}`;
  let template = byShape.get(key);
  if (!template) {
    template = templateOf(build as (values: QueryValues) => Compilable<unknown>, values);
    byShape.set(key, template);
  }
  return CompiledQuery.raw(
    template.sql,
    template.parameters.map((p) => ('name' in p ? values[p.name] : p.constant)),
  );
}
