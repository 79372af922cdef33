import { sql } from 'kysely';
import { injectAnswer } from './injectAnswer.ts';
import { fillPath, pathParameters, type Operation } from '../../support/openApiOperations.ts';
import { withRefinedPathParameters } from './refinedValues.ts';
import type { SeededApp } from './seededApp.ts';

interface KeyColumn {
  table: string;
  column: string;
  values: string[];
}

/** Lower case, and a plural's trailing "s" dropped: "staffs", "Staff" and "staff" compare alike. */
const stem = (word: string) => word.toLowerCase().replace(/s$/, '');
/** The words of a path, of its entities and of a table name: "carDetails", "ticket_notes", "customer-process". */
const words = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(stem);

/** The seed's single-column primary keys, with a few of their values each. */
async function keyColumns(app: SeededApp): Promise<KeyColumn[]> {
  const { rows } = await sql<{ table: string; column: string }>`
    SELECT c.relname AS table, a.attname AS column
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
    WHERE i.indisprimary AND i.indnatts = 1 AND n.nspname = 'public'
    ORDER BY c.relname`.execute(app.db);
  const keys = await Promise.all(
    rows.map(async ({ table, column }) => {
      const { rows: values } = await sql<{ value: string }>`
        SELECT ${sql.ref(column)}::text AS value FROM ${sql.table(table)} ORDER BY 1 LIMIT 2`.execute(app.db);
      return { table, column, values: values.map((v) => v.value) };
    }),
  );
  return keys.filter((key) => key.values.length > 0);
}

/**
 * How likely a key fills a parameter: its column has the parameter's name ("vin", or
 * "customerId" for customers.id, "noteId" for profile_notes.id), and its table is named in the
 * path or the operation's entities.
 */
const score = (key: KeyColumn, parameter: string, operation: Operation) => {
  const context = new Set([
    ...words(operation.path.replace(/\{[^}]+\}/g, '')),
    ...(operation.access && 'entity' in operation.access ? operation.access.entity.flatMap(words) : []),
  ]);
  const tableWords = words(key.table);
  const named =
    parameter.toLowerCase() === key.column.toLowerCase() ||
    [tableWords.join(''), tableWords[tableWords.length - 1]].some(
      (table) => stem(parameter) === `${table}${stem(key.column)}`,
    );
  return (named ? 2 : 0) + (tableWords.every((word) => context.has(word)) ? 1 : 0);
};

/**
 * For a path with no GET to try its values on (`/profileNotes/{id}/{noteId}`): a row of the
 * last parameter's table and, for each parameter before it, the row's reference to that
 * parameter's table (profile_notes.customer_id for customers), so the ids belong together.
 */
async function linkedRow(app: SeededApp, keys: KeyColumn[]): Promise<string[] | undefined> {
  const child = keys[keys.length - 1];
  const references = keys.slice(0, -1).map((parent) => `${stem(parent.table)}_${parent.column}`);
  const { rows: columns } = await sql<{ column: string }>`
    SELECT column_name AS column FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name = ${child.table}`.execute(app.db);
  if (!references.every((reference) => columns.some((c) => c.column === reference))) return undefined;
  const { rows } = await sql<Record<string, string>>`
    SELECT ${sql.join([...references, child.column].map((column) => sql`${sql.ref(column)}::text AS ${sql.ref(column)}`))}
    FROM ${sql.table(child.table)} ORDER BY ${sql.ref(child.column)} LIMIT 1`.execute(app.db);
  return rows[0] && [...references, child.column].map((column) => rows[0][column]);
}

const combinations = (lists: string[][]): string[][] =>
  lists.reduce<string[][]>((all, list) => all.flatMap((prefix) => list.map((v) => [...prefix, v])), [[]]);

/**
 * Real values from the seed for every path parameter, per path template: the best-scored
 * keys first, kept once a GET of the same path answers 2xx with them as SYSADM. A path with
 * no such GET keeps the best guess, unless refinedValues.ts names the record to use.
 */
export async function realPathValues(app: SeededApp): Promise<Map<string, Record<string, string>>> {
  const keys = await keyColumns(app);
  const found = new Map<string, Record<string, string>>();
  for (const operation of app.operations) {
    const parameters = pathParameters(operation).map((p) => p.name);
    if (!parameters.length || found.has(operation.path)) continue;
    // A parameter no key names: an enum's first value (a command, a status), or a value the
    // seeded app made for it (a diagnostic's id, a VIN and a test name).
    const given = (name: string) => {
      const schema = pathParameters(operation).find((p) => p.name === name)?.schema;
      const value = schema?.enum?.[0] ?? app.realPathFields[name];
      return value === undefined ? undefined : { table: '', column: name, values: [String(value)] };
    };
    const ranked = parameters.map((name) =>
      given(name)
        ? [given(name)!]
        : keys
            .map((key) => ({ key, score: score(key, name, operation) }))
            .sort((a, b) => b.score - a.score)
            .slice(0, 3)
            .map(({ key }) => key),
    );
    const named = (values: string[]) =>
      Object.fromEntries(parameters.map((name, i) => [name, encodeURIComponent(values[i])]));
    // A parameter the document enumerates (a command such as {cmd}) takes the last of its values, not a key.
    const enumerated = pathParameters(operation).map((p) =>
      (p.schema as { enum?: unknown[] }).enum?.map(String),
    );
    const tries = combinations(
      ranked.map((list, i) => enumerated[i]?.slice(-1) ?? list.flatMap((key) => key.values.slice(0, 1))),
    ).map(named);
    const hasGet = app.operations.some((o) => o.path === operation.path && o.method === 'GET');
    const linked =
      !hasGet && parameters.length > 1 && !enumerated.some(Boolean)
        ? await linkedRow(
            app,
            ranked.map(([best]) => best),
          )
        : undefined;
    let chosen = linked ? named(linked) : tries[0];
    for (const values of hasGet ? tries : []) {
      const response = await injectAnswer(app.app, {
        method: 'GET',
        url: fillPath(operation.path, values),
        headers: app.bearerOf('SYSADM'),
      });
      if (response.statusCode < 300) {
        chosen = values;
        break;
      }
    }
    found.set(operation.path, withRefinedPathParameters(chosen, operation.operationId, app.realFields));
  }
  return found;
}
