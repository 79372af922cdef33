import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cappedCountQuery } from '../../server/repositories/pagedSearch.ts';
import { REMEMBER_MS, rememberedCappedCount } from '../../server/repositories/rememberedCount.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const member = (n: number, lastName: string) => ({
  customer_number: `R-${n}`,
  first_name: 'Count',
  last_name: lastName,
  email: `count${n}@example.com`,
});

describe.each(engines)('the member search count past the cap (issue 8 point 1, at scale) on %s', (engine) => {
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
