import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCustomers } from '../../server/repositories/customers/customers.ts';
import { cappedCountQuery } from '../../server/repositories/pagedSearch.ts';
import { customerSearchQuery, MEMBER_COUNT_CAP } from '../../src/domain/customers/customerSearchQuery.ts';
import { REMEMBER_MS, rememberedCappedCount } from '../../server/repositories/rememberedCount.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const member = (n: number, lastName: string) => ({
  customer_number: `R-${n}`,
  first_name: 'Count',
  last_name: lastName,
  email: `count${n}@example.com`,
});

describe.each(engines)('the member search count past the cap, at scale, on %s', (engine) => {
  let t: TestApp;
  const CAP = 5;
  const count = (lastName: string, now: number) =>
    rememberedCappedCount(
      t.db,
      cappedCountQuery(t.db, t.db.selectFrom('customers').where('last_name', '=', lastName), CAP).compile(),
      CAP,
      now,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it('remembers "more than the cap" for a minute, then counts again', async () => {
    await t.db
      .insertInto('customers')
      .values(Array.from({ length: CAP + 2 }, (_, i) => member(i, 'Broad')))
      .execute();
    const start = Date.now();
    expect(await count('Broad', start)).toBe(CAP + 1);
    await t.db.deleteFrom('customers').where('last_name', '=', 'Broad').execute();
    expect(await count('Broad', start + REMEMBER_MS - 1)).toBe(CAP + 1);
    expect(await count('Broad', start + REMEMBER_MS)).toBe(0);
  });

  it('never remembers an exact count, under the cap', async () => {
    await t.db
      .insertInto('customers')
      .values([member(100, 'Narrow'), member(101, 'Narrow')])
      .execute();
    const now = Date.now();
    expect(await count('Narrow', now)).toBe(2);
    await t.db.insertInto('customers').values(member(102, 'Narrow')).execute();
    expect(await count('Narrow', now + 1)).toBe(3);
  });
});

describe.each(engines)(
  'a search page and its count in one statement (spec point 9, Pagination) on %s',
  (engine) => {
    let t: TestApp;
    /** The app's database, counting: one instance, as the app's, since counts are remembered per database. */
    let countedDb: TestApp['db'];
    let statements = 0;
    /** Counts the statements the search runs: executeQuery passes each result through the plugins. */
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements++;
        return args.result;
      },
    };
    const search = async (params: Record<string, string>) => {
      statements = 0;
      return searchCustomers(countedDb, customerSearchQuery.parse({ count: '10', ...params }));
    };

    beforeAll(async () => {
      t = await createTestApp(engine);
      countedDb = t.db.withPlugin(counting);
      await t.db
        .insertInto('customers')
        .values(Array.from({ length: 23 }, (_, i) => member(200 + i, 'Onestatement')))
        .execute();
      await t.db
        .insertInto('customers')
        .values(Array.from({ length: MEMBER_COUNT_CAP + 1 }, (_, i) => member(1000 + i, 'Pastthecap')))
        .execute();
    });
    afterAll(() => t?.close());

    it('answers a full page and the exact count with one statement', async () => {
      const found = await search({ lastName: 'Onestatement' });
      expect({ rows: found.data.length, total: found.totalCount, pages: found.totalPages }).toEqual({
        rows: 10,
        total: 23,
        pages: 3,
      });
      expect(statements).toBe(1);
    });

    it('tells the count from a last page with room left, and asks for the count alone only past the last page', async () => {
      expect((await search({ lastName: 'Onestatement', page: '3' })).totalCount).toBe(23);
      expect(statements).toBe(1);
      const past = await search({ lastName: 'Onestatement', page: '9' });
      expect({ rows: past.data.length, total: past.totalCount }).toEqual({ rows: 0, total: 23 });
      expect(statements).toBe(2);
    });

    it('past the cap, says so, then pages without counting while that is remembered', async () => {
      const first = await search({ lastName: 'Pastthecap' });
      expect({ total: first.totalCount, capped: first.totalCountCapped }).toEqual({
        total: MEMBER_COUNT_CAP,
        capped: true,
      });
      // Under the cap now: a page that counted would say so.
      await t.db.deleteFrom('customers').where('customer_number', 'in', ['R-1000', 'R-1001']).execute();
      const again = await search({ lastName: 'Pastthecap', page: '2' });
      expect({ rows: again.data.length, total: again.totalCount, capped: again.totalCountCapped }).toEqual({
        rows: 10,
        total: MEMBER_COUNT_CAP,
        capped: true,
      });
      expect(statements).toBe(1);
    });
  },
);
