import Papa from 'papaparse';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SORTS, customerSearchQuery } from '../../src/domain/customers/customerSearchQuery.ts';
import { memberPage } from '../../server/repositories/customers/customers.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

/** More members than an export holds, so the cap shows; names, e-mails and dates vary independently. */
const MEMBERS = 10_050;

const url = '/api/customer-process/searchCustomer';

describe.each(engines)('member list sorting and CSV export on %s', (engine) => {
  let t: TestApp;
  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `${url}?${query}`, headers: { ...t.bearer({ groups: ['MSA'] }), ...headers } });
  const csv = async (query: string) => {
    const response = await get(query, { accept: 'text/csv' });
    return { response, rows: Papa.parse<string[]>(response.body.trim()).data };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await sql`
      INSERT INTO customers (customer_number, first_name, last_name, email, created_at,
                             account_status, suspension_status, outstanding_balance)
      SELECT 'C' || lpad(n::text, 6, '0'),
             'First' || n,
             'Last' || lpad(((n * 7919) % ${MEMBERS})::text, 5, '0'),
             'm' || lpad(((n * 104729) % ${MEMBERS})::text, 5, '0') || '@example.com',
             timestamptz '2020-01-01' + ((n * 31) % ${MEMBERS}) * interval '1 hour',
             (ARRAY['ACTIVE', 'CLOSED'])[1 + n % 2],
             (ARRAY['UNSUSPENDED', 'SUSPENDED-FLAG', 'SUSPENDED-OSB'])[1 + n % 3],
             ((n * 7) % 5000) / 100.0
      FROM generate_series(1, ${MEMBERS}) AS n`.execute(t.db);
    await t.db
      .insertInto('customers')
      .values([
        {
          customer_number: 'F-1',
          first_name: '=HYPERLINK("http://x")',
          last_name: 'Aaformula',
          email: '@a.ca',
        },
        { customer_number: 'F-2', first_name: '-2+3', last_name: 'Aaformulb', email: 'b@b.ca' },
      ])
      .execute();
    await sql`ANALYZE customers`.execute(t.db);
  });
  afterAll(() => t?.close());

  it.each(CUSTOMER_SORTS.flatMap((sort) => [`sort=${sort}&order=ASC`, `sort=${sort}&order=DESC`]))(
    '%s lists the page in that order',
    async (query) => {
      const response = await get(`${query}&count=50&page=3`);
      expect(response.statusCode).toBe(200);
      const [sort, order] = query.split('&').map((part) => part.split('=')[1]);
      const values = response.json().data.map((row: Record<string, string | number>) => row[sort]);
      expect(values).toHaveLength(50);
      const key = (v: string | number) =>
        typeof v === 'number' || sort === 'customerCreateDate' ? v : v.toLowerCase();
      const sorted = [...values].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
      expect(values).toEqual(order === 'ASC' ? sorted : sorted.reverse());
    },
  );

  it.each(CUSTOMER_SORTS.flatMap((sort) => [`sort=${sort}&order=ASC`, `sort=${sort}&order=DESC`]))(
    '%s: the page query reads an index in order (no Sort node)',
    async (query) => {
      const parsed = customerSearchQuery.parse(
        Object.fromEntries(new URLSearchParams(`${query}&count=25&page=3`)),
      );
      const plan = await memberPage(t.db, parsed).explain();
      const text = plan.map((row) => Object.values(row).join('')).join('\n');
      expect(text).toMatch(/Index Scan/);
      expect(text).not.toMatch(/Sort/);
    },
  );

  it('refuses an unknown sort or order, and pages of more than 100', async () => {
    expect((await get('sort=firstName')).json().fields).toEqual({ sort: 'validation.invalid' });
    expect((await get('sort=lastName&order=down')).json().fields).toEqual({ order: 'validation.invalid' });
    expect((await get('count=101')).json().fields).toEqual({ count: 'validation.count' });
  });

  it('exports the filtered rows in the sort asked, as an attachment, formula-like cells neutralised', async () => {
    const { response, rows } = await csv('lastName=aaform&sort=lastName&order=DESC');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['x-export-capped']).toBeUndefined();
    const [header, ...data] = rows;
    expect(header).toEqual(expect.arrayContaining(['Customer number', 'Name', 'E-mail']));
    const column = (name: string) => data.map((row) => row[header.indexOf(name)]);
    expect(column('Customer number')).toEqual(['F-2', 'F-1']);
    expect(column('Name')).toEqual(["'-2+3 Aaformulb", '\'=HYPERLINK("http://x") Aaformula']);
    expect(column('E-mail')).toEqual(['b@b.ca', "'@a.ca"]);
    // Numbers are written as numbers: a zero balance is 0, not '0 or '-0.
    expect(column('Balance')).toEqual(['0', '0']);
  });

  it('caps the file at 10,000 rows and says so, keyset pages staying in order without repeats', async () => {
    const { response, rows } = await csv('sort=customerCreateDate&order=ASC');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-export-capped']).toBe('10000');
    const [header, ...data] = rows;
    expect(data).toHaveLength(10_000);
    const numbers = data.map((row) => row[header.indexOf('Customer number')]);
    expect(new Set(numbers).size).toBe(10_000);
    // The file shows dates as the screen does; the database says when each member joined.
    const joined = await t.db.selectFrom('customers').select(['customer_number', 'created_at']).execute();
    const since = new Map(joined.map((row) => [row.customer_number, new Date(row.created_at).getTime()]));
    const times = numbers.map((number) => since.get(number)!);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('exports a filter matching fewer than the cap whole, without the cap header', async () => {
    // More than the page's count goes to (MEMBER_COUNT_CAP): the database says how many.
    const { rows: matching } = await sql<{ n: string }>`
      SELECT count(*) AS n FROM customers WHERE email LIKE 'm0%'`.execute(t.db);
    const { response, rows } = await csv('email=m0');
    expect(response.headers['x-export-capped']).toBeUndefined();
    expect(rows.length - 1).toBe(Number(matching[0].n));
  });

  it('answers a bad filter with the JSON 400, not a file', async () => {
    const response = await get('phone=12', { accept: 'text/csv' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ phone: 'validation.phone' });
  });
});
