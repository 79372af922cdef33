import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from '../../../server/db/compiledOnce.ts';
import type { Database } from '../../../server/db/schema.ts';
import {
  memberCount,
  memberPage,
  memberSearchStatements,
} from '../../../server/repositories/customers/customers.ts';
import { withCount } from '../../../server/repositories/pagedSearch.ts';
import { CUSTOMER_SORTS, customerSearchQuery } from '../../../src/domain/customers/customerSearchQuery.ts';

/** Compiles as the server's PostgreSQL and PGlite databases do, and connects nowhere. */
const database = () =>
  new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });

/** The statement as Kysely compiled it: free text alone is also marked to run by its generic plan (genericPlan). */
const sqlAndValues = ({ sql, parameters }: { sql: string; parameters: readonly unknown[] }) => ({
  sql: sql.replace(/^\/\* generic plan \*\/ /, ''),
  parameters: [...parameters],
});

describe('compiledOnce: a query built and compiled once per shape (server CPU per request)', () => {
  const byName = (db: Kysely<Database>, values: { lastName: string; limit: number }) =>
    compiledOnce(db, 'byName', values, (v) =>
      db.selectFrom('customers').select('id').where('last_name', '=', v.lastName).limit(v.limit),
    );

  it('gives each request its own values in the SQL compiled the first time', () => {
    const db = database();
    const first = byName(db, { lastName: 'Smith', limit: 25 });
    const second = byName(db, { lastName: 'Nguyen', limit: 50 });
    expect(second.sql).toBe(first.sql);
    expect(second.parameters).toEqual(['Nguyen', 50]);
    expect(sqlAndValues(second)).toEqual(
      sqlAndValues(
        db.selectFrom('customers').select('id').where('last_name', '=', 'Nguyen').limit(50).compile(),
      ),
    );
  });

  it('builds the query once per shape, not once per request', () => {
    const db = database();
    let builds = 0;
    const query = (shape: string, email: string) =>
      compiledOnce(db, shape, { email }, (v) => {
        builds++;
        return db.selectFrom('customers').select('id').where('email', '=', v.email);
      });
    query('a', 'x@example.com');
    query('a', 'y@example.com');
    expect(builds).toBe(1);
    query('b', 'x@example.com');
    expect(builds).toBe(2);
  });

  it('keeps the constants the builder compiles in, and fills a value used twice in both places', () => {
    const db = database();
    const build = (v: { name: string }) =>
      db
        .selectFrom('customers')
        .select('id')
        .where((eb) => eb.or([eb('first_name', '=', v.name), eb('last_name', '=', v.name)]))
        .limit(10_001);
    compiledOnce(db, 'twice', { name: 'Lee' }, build);
    const compiled = compiledOnce(db, 'twice', { name: 'Roy' }, build);
    expect(compiled.parameters).toEqual(['Roy', 'Roy', 10_001]);
  });

  it('refuses a builder that changes a value, since the value could then not be traced', () => {
    const db = database();
    expect(() =>
      compiledOnce(db, 'lowered', { name: 'Lee' }, (v) =>
        db.selectFrom('customers').select('id').where('last_name', '=', v.name.toLowerCase()),
      ),
    ).toThrow(/name/);
  });

  it('keeps each database its own templates', () => {
    const one = database();
    const other = database();
    byName(one, { lastName: 'Smith', limit: 25 });
    let built = false;
    compiledOnce(other, 'byName', { lastName: 'Smith', limit: 25 }, (v) => {
      built = true;
      return other.selectFrom('customers').select('id').where('last_name', '=', v.lastName).limit(v.limit);
    });
    expect(built).toBe(true);
  });
});

/** A value for each member search filter, two per filter so a second request of a shape differs from the first. */
const VALUES = {
  lastName: ['smi', 'O_Br%'],
  firstName: ['ann', 'jean-'],
  email: ['m.sm', 'x_y@'],
  phone: ['(604) 555-0101', '778-555-0199'],
  customerNumber: ['C000042', 'C-77'],
  postalCode: ['V6B 1A1', '98101-1234'],
  rfid: ['0012345678', '00999999990'],
  accountStatus: ['ACTIVE', 'CLOSED'],
  accountSuspendStatus: ['SUSPENDED-OSB', 'UNSUSPENDED'],
  q: ['tremblay', 'O_Br%'],
} as const;
type Filter = keyof typeof VALUES;
const FIELDS = Object.keys(VALUES) as Filter[];

/** Every subset of the filters: 2^10 shapes. */
const subsets = Array.from({ length: 2 ** FIELDS.length }, (_, bits) =>
  FIELDS.filter((_, i) => bits & (1 << i)),
);

const queryOf = (fields: Filter[], which: 0 | 1, extra: Record<string, string>) =>
  customerSearchQuery.parse({
    ...Object.fromEntries(fields.map((field) => [field, VALUES[field][which]])),
    ...extra,
  });

describe('the member search compiled once per shape (spec point 3, Customer search)', () => {
  const direct = (db: Kysely<Database>, query: ReturnType<typeof queryOf>) => {
    const page = memberPage(db, query);
    const count = memberCount(db, query);
    return {
      page: sqlAndValues(page.compile()),
      pageWithCount: sqlAndValues(withCount(page, count).compile()),
      count: sqlAndValues(count.compile()),
    };
  };
  const once = (db: Kysely<Database>, query: ReturnType<typeof queryOf>) => {
    const { page, count } = memberSearchStatements(db, query);
    return {
      page: sqlAndValues(page(false)),
      pageWithCount: sqlAndValues(page(true)),
      count: sqlAndValues(count),
    };
  };

  it('runs the SQL and parameters Kysely builds directly, for every set of filters and both requests of a shape', () => {
    const db = database();
    for (const fields of subsets)
      for (const [which, extra] of [
        [0, {}],
        [1, { page: '3', count: '17' }],
      ] as const) {
        const query = queryOf(fields, which, extra);
        expect(once(db, query), fields.join(',')).toEqual(direct(db, query));
      }
  });

  it('does so for every sort and order', () => {
    const db = database();
    const shapes = [
      [],
      ['lastName'],
      ['email', 'accountStatus'],
      ['customerNumber'],
      ['phone', 'q'],
    ] as Filter[][];
    for (const fields of shapes)
      for (const sort of [undefined, ...CUSTOMER_SORTS])
        for (const order of ['ASC', 'DESC'])
          for (const which of [0, 1] as const) {
            const query = queryOf(fields, which, {
              ...(sort ? { sort } : {}),
              order,
              page: String(which + 1),
            });
            expect(once(db, query), `${fields.join(',')} ${sort} ${order}`).toEqual(direct(db, query));
          }
  });

  // Each way free text is read is a shape of its own; two texts read alike share it.
  it.each([
    ['alexandre tremblay', 'ji-woo ahmadi'],
    ['tremblay alexandre marc', 'a b c'],
    ['5550101', '0199'],
    ['6045550101', '(778) 555-0199'],
    ['atremblay@', 'x_y@'],
  ])('does so for free text read as %s is', (...texts) => {
    const db = database();
    for (const sort of [undefined, 'lastName', 'customerCreateDate'])
      for (const [which, q] of texts.entries()) {
        const query = customerSearchQuery.parse({ q, ...(sort ? { sort } : {}), page: String(which + 1) });
        expect(once(db, query), `${q} ${sort}`).toEqual(direct(db, query));
      }
  });
});
