import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSearchQuery, MEMBER_COUNT_CAP } from '../../src/domain/customers/customerSearchQuery.ts';
import { memberCount, memberPage } from '../../server/repositories/customers/customers.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

/** Enough members that an index beats reading the table; each filter's value recurs at its own rate. */
const MEMBERS = 6_000;

const url = '/api/customer-process/searchCustomer';

/** Members whose postal code, RFID and statuses the tests below know by their number. */
const FIXTURES = [
  {
    n: 1,
    last: 'Osborne',
    postal: 'V6B 1A1',
    rfid: '0012345678',
    account: 'ACTIVE',
    suspension: 'SUSPENDED-OSB',
  },
  { n: 2, last: 'Abbott', postal: 'v6b1a1', rfid: null, account: 'CLOSED', suspension: 'UNSUSPENDED' },
  {
    n: 3,
    last: 'Zimmer',
    postal: '98101-1234',
    rfid: '0099999999',
    account: 'CLOSED',
    suspension: 'SUSPENDED-FLAG',
  },
  { n: 4, last: 'Miller', postal: '98101', rfid: null, account: 'ACTIVE', suspension: 'UNSUSPENDED' },
].map((f) => ({
  customer_number: `F-${f.n}`,
  first_name: 'Fixture',
  last_name: f.last,
  email: `fixture${f.n}@example.com`,
  home_postal_code: f.postal,
  rfid_number: f.rfid,
  account_status: f.account,
  suspension_status: f.suspension,
}));

/**
 * Each filter with a value the generated members hold, in the order the search lists it by
 * default: every filter is served by an index, none sorted after reading (docs/architecture.md,
 * Database notes).
 */
const FILTERS = {
  lastName: 'last01',
  firstName: 'first1',
  email: 'm001',
  phone: '604-555-0042',
  customerNumber: 'C000042',
  postalCode: 'V5K 0A4',
  rfid: '0000000420',
  accountStatus: 'CLOSED',
  accountSuspendStatus: 'SUSPENDED-OSB',
} as const;

describe.each(engines)('member search filters on %s', (engine) => {
  let t: TestApp;
  const search = async (query: string) => {
    const response = await t.app.inject({ url: `${url}?${query}`, headers: t.bearer({ groups: ['MSA'] }) });
    return { status: response.statusCode, body: response.json() };
  };
  const numbers = async (query: string) =>
    (await search(query)).body.data.map((c: { customerNumber: string }) => c.customerNumber);

  beforeAll(async () => {
    t = await createTestApp(engine);
    // Statuses: one in 25 closed, one in 40 suspended by flag, one in 30 for a balance; one in
    // three with a card; postal codes among 300 codes of one area.
    await sql`
      INSERT INTO customers (customer_number, first_name, last_name, email, phone, home_postal_code,
                             rfid_number, account_status, suspension_status)
      SELECT 'C' || lpad(n::text, 6, '0'),
             'First' || (n % 97),
             'Last' || lpad(((n * 7919) % ${MEMBERS})::text, 5, '0'),
             'm' || lpad(((n * 104729) % ${MEMBERS})::text, 5, '0') || '@example.com',
             '604555' || lpad((n % 10000)::text, 4, '0'),
             'V5K 0' || chr(65 + n % 26) || (n % 10),
             CASE WHEN n % 3 = 0 THEN lpad((n * 10)::text, 10, '0') END,
             CASE WHEN n % 25 = 0 THEN 'CLOSED' ELSE 'ACTIVE' END,
             CASE WHEN n % 40 = 0 THEN 'SUSPENDED-FLAG' WHEN n % 30 = 0 THEN 'SUSPENDED-OSB' ELSE 'UNSUSPENDED' END
      FROM generate_series(1, ${MEMBERS}) AS n`.execute(t.db);
    await t.db.insertInto('customers').values(FIXTURES).execute();
    // As the seed leaves the table: statistics, and a visibility map for index-only counts.
    await sql`VACUUM ANALYZE customers`.execute(t.db);
  });
  afterAll(() => t?.close());

  it('finds a postal code however it is written, a ZIP+4 by its ZIP, listed by last name', async () => {
    expect(await numbers('postalCode=v6b%201a1')).toEqual(['F-2', 'F-1']);
    expect(await numbers('postalCode=V6B1A1&sort=lastName&order=DESC')).toEqual(['F-1', 'F-2']);
    expect(await numbers('postalCode=98101')).toEqual(['F-4', 'F-3']);
    expect(await numbers('postalCode=98101-9999')).toEqual(['F-4', 'F-3']);
    expect(await numbers('postalCode=V6B1A2')).toEqual([]);
  });

  it('counts a broad filter up to the member search cap, then says "1,000+"', async () => {
    const active = await search('accountStatus=ACTIVE');
    expect(active.body).toMatchObject({
      totalCount: MEMBER_COUNT_CAP,
      totalCountCapped: true,
      totalPages: MEMBER_COUNT_CAP / 25,
    });
    const narrower = await search('accountStatus=CLOSED');
    expect(narrower.body.totalCount).toBeLessThan(MEMBER_COUNT_CAP);
    expect(narrower.body.totalCountCapped).toBeUndefined();
  });

  it('finds an exact RFID number, not a prefix of one', async () => {
    expect(await numbers('rfid=0012345678')).toEqual(['F-1']);
    expect(await numbers('rfid=001234567')).toEqual([]);
  });

  it('filters by account and suspension status, alone and with other filters', async () => {
    const closed = await search('accountStatus=CLOSED&count=100');
    expect(closed.body.totalCount).toBe(MEMBERS / 25 + 2);
    expect(closed.body.data.every((c: { accountStatus: string }) => c.accountStatus === 'CLOSED')).toBe(true);
    const lastNames = closed.body.data.map((c: { lastName: string }) => c.lastName.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort());
    expect(
      await numbers('accountStatus=CLOSED&accountSuspendStatus=SUSPENDED-FLAG&firstName=fixture'),
    ).toEqual(['F-3']);
    expect(await numbers('accountSuspendStatus=SUSPENDED-OSB&lastName=osb')).toEqual(['F-1']);
    expect(await numbers('accountStatus=ACTIVE&postalCode=98101')).toEqual(['F-4']);
    const flagged = await search('accountSuspendStatus=SUSPENDED-FLAG');
    expect(flagged.body.totalCount).toBe(MEMBERS / 40 + 1);
  });

  it('refuses a malformed RFID and a status outside the lists, with the field named', async () => {
    expect((await search('rfid=12%2034')).body.fields).toEqual({ rfid: 'validation.rfidNumber' });
    expect((await search('accountStatus=OPEN')).body.fields).toEqual({ accountStatus: 'validation.invalid' });
    expect((await search('accountSuspendStatus=suspended')).body.fields).toEqual({
      accountSuspendStatus: 'validation.invalid',
    });
    expect((await search('postalCode=V6B%201A&rfid=&accountStatus=')).body.fields).toEqual({
      postalCode: 'validation.postalCode',
    });
  });

  const plans = Object.entries(FILTERS).flatMap(([field, value]) => [
    `${field}=${encodeURIComponent(value)}`,
    // Staff who click the Name column ask for last name whatever the filter.
    `${field}=${encodeURIComponent(value)}&sort=lastName&order=ASC`,
  ]);
  // The prefix filters list in their own index's order; sorted by last name they sort their matches.
  const listOrderSorts = ['firstName', 'email', 'phone'];

  it.each(
    plans.filter((query) => !listOrderSorts.some((f) => query.startsWith(`${f}=`) && query.includes('sort'))),
  )('%s: the page query reads an index in order (no Sort node)', async (query) => {
    const parsed = customerSearchQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const plan = await memberPage(t.db, parsed).explain();
    const text = plan.map((row) => Object.values(row).join('')).join('\n');
    expect(text).toMatch(/Index (Only )?Scan/);
    expect(text).not.toMatch(/Sort|Seq Scan/);
    expect((await search(query)).body.totalCount, 'each filter matches someone').toBeGreaterThan(0);
  });

  const planOf = async (query: { explain(): Promise<Record<string, unknown>[]> }) =>
    (await query.explain()).map((row) => Object.values(row).join('')).join('\n');

  // The filters whose matches can run to thousands (a short prefix, a status): their count must not read the table.
  const counted = (['lastName', 'firstName', 'email', 'accountStatus', 'accountSuspendStatus'] as const).map(
    (field) => `${field}=${FILTERS[field]}`,
  );

  it.each(counted)(
    '%s: the capped count reads the index alone (at a million members the table rows cost 200 ms)',
    async (query) => {
      const parsed = customerSearchQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const plan = await planOf(memberCount(t.db, parsed));
      expect(plan).toMatch(/Index Only Scan/);
    },
  );
});
