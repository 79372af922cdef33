import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSearchQuery, MEMBER_COUNT_CAP } from '../../src/domain/customers/customerSearchQuery.ts';
import type { CustomerSearchRow } from '../../src/domain/customers/customerSearch.ts';
import {
  exportCustomers,
  memberCount,
  memberPage,
  memberSearchStatements,
} from '../../server/repositories/customers/customers.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

/** Enough other members that an index beats reading the table; none matches the texts below. */
const OTHERS = 6_000;

const url = '/api/customer-process/searchCustomer';

const member = (
  n: number,
  first: string,
  last: string,
  email: string,
  phone: string | null,
  city: string,
) => ({
  customer_number: `7100000${n}`,
  first_name: first,
  last_name: last,
  email,
  phone,
  home_city: city,
});

/** Members known by their place in this list, from 1; two of them share a name. */
const FIXTURES = [
  member(1, 'Alexandre', 'Tremblay', 'atremblay@example.com', '6045550101', 'Montréal'),
  member(2, 'Alexandre', 'Tremblay', 'alex.tremblay@example.ca', '4385550199', 'Laval'),
  // Matches "alexandre" as a last name and by e-mail: listed once, as a last name.
  member(3, 'Marc', 'Alexandre', 'alexandre.marc@example.com', '5145550102', 'Québec'),
  member(4, 'Ji-woo', 'Ahmadi', 'jiwoo@example.com', '4165550103', 'Toronto'),
  member(5, 'Émilie', 'Côté', 'emilie.cote@example.com', '5145550104', 'Montréal'),
  member(6, 'Tremblay', 'Roy', 'troy@example.com', '2360459876', 'Vancouver'),
  member(7, 'Sam', 'Alexson', 'alexandre.s@example.com', null, 'Vancouver'),
  { ...member(8, 'Lee', 'Nguyen', 'lee.nguyen@example.com', null, 'Toronto'), customer_number: '60459876' },
];

const known = ({ customerNumber }: Pick<CustomerSearchRow, 'customerNumber'>) =>
  String(FIXTURES.findIndex((f) => f.customer_number === customerNumber) + 1);

describe.each(engines)('member search free text on %s', (engine) => {
  let t: TestApp;
  const search = async (query: string) => {
    const response = await t.app.inject({ url: `${url}?${query}`, headers: t.bearer({ groups: ['MSA'] }) });
    return { status: response.statusCode, body: response.json() };
  };
  /** The members found, by their place in FIXTURES, in the order listed. */
  const found = async (query: string) => (await search(query)).body.data.map(known).join('');
  const q = (text: string) => `q=${encodeURIComponent(text)}`;

  beforeAll(async () => {
    t = await createTestApp(engine);
    // Phones all end in 7 and names start "Gen": none is found by the texts the tests type.
    await sql`
      INSERT INTO customers (customer_number, first_name, last_name, email, phone, home_city)
      SELECT 'G' || lpad(n::text, 6, '0'),
             'Gen' || (n % 97),
             'Genlast' || lpad(((n * 7919) % ${OTHERS})::text, 5, '0'),
             'g' || lpad(((n * 104729) % ${OTHERS})::text, 5, '0') || '@example.net',
             '7781' || lpad(n::text, 5, '0') || '7',
             'Ottawa'
      FROM generate_series(1, ${OTHERS}) AS n`.execute(t.db);
    await t.db.insertInto('customers').values(FIXTURES).execute();
    // As the seed leaves the table: statistics, and a visibility map for index-only reads.
    await sql`VACUUM ANALYZE customers`.execute(t.db);
  });
  afterAll(() => t?.close());

  it('finds two words as a first and a last name in either order, each by its start', async () => {
    for (const text of ['Alexandre Tremblay', 'Tremblay Alexandre', 'alex trem', 'TREM ALEX'])
      expect(await found(q(text)), text).toBe('12');
    expect(await found(q('Ji-woo Ahmadi'))).toBe('4');
    expect(await found(q('ahmadi ji'))).toBe('4');
    // Accents and hyphens as the data holds them.
    expect(await found(q('Côté Émilie'))).toBe('5');
    expect(await found(q('Émilie Côté'))).toBe('5');
    expect(await found(q('Alexandre Roy'))).toBe('');
  });

  it('matches accented letters whatever their case, on both engines alike', async () => {
    for (const text of ['émilie', 'ÉMILIE', 'côté', 'CÔTÉ', 'émilie côté', 'CÔTÉ ÉM', 'cÔ é'])
      expect(await found(q(text)), text).toBe('5');
    // An accent is a letter of its own: "emilie" is the e-mail's start, not the first name's.
    expect(await found(q('cote emilie'))).toBe('');
  });

  it('finds one word as the start of a last name, then a first name, then an e-mail, each member once', async () => {
    expect(await found(q('alexandre'))).toBe('3127');
    expect((await search(q('alexandre'))).body.totalCount).toBe(4);
    expect(await found(q('Tremblay'))).toBe('126');
    expect(await found(q('atremblay'))).toBe('1');
    expect(await found(q('alex.t'))).toBe('2');
  });

  it('finds the last 4 or more digits of a phone, a customer number first', async () => {
    expect(await found(q('0101'))).toBe('1');
    expect(await found(q('555-0101'))).toBe('1');
    expect(await found(q('550199'))).toBe('2');
    expect(await found(q('9876'))).toBe('6');
    // Member 8's customer number is the end of member 6's phone.
    expect(await found(q('60459876'))).toBe('86');
    expect(await found(q('71000004'))).toBe('4');
    expect(await found(q('101'))).toBe('');
  });

  it('keeps the dedicated fields to their exact meaning', async () => {
    expect(await found('lastName=alexandre')).toBe('3');
    expect(await found('firstName=tremblay')).toBe('6');
    expect(await found('email=alexandre')).toBe('37');
    expect(await found('customerNumber=7100000')).toBe('');
    const partialPhone = await search('phone=0101');
    expect(partialPhone.status).toBe(400);
    expect(partialPhone.body.fields).toEqual({ phone: 'validation.phone' });
    // Alongside free text, a dedicated field narrows each reading.
    expect(await found(`${q('tremblay')}&firstName=alex`)).toBe('12');
    expect(await found(`${q('alexandre')}&lastName=t`)).toBe('12');
  });

  it('tells same-named members apart by customer number, city and e-mail', async () => {
    const rows: CustomerSearchRow[] = (await search(q('Alexandre Tremblay'))).body.data;
    expect(rows.map((r) => [r.customerNumber, r.city, r.emailAddress])).toEqual([
      ['71000001', 'Montréal', 'atremblay@example.com'],
      ['71000002', 'Laval', 'alex.tremblay@example.ca'],
    ]);
  });

  it('pages through the readings in order, and sorts them together when asked', async () => {
    const pages = [];
    for (let page = 1; page <= 5; page++) {
      const { body } = await search(`${q('alexandre')}&count=1&page=${page}`);
      expect(body.totalCount).toBe(4);
      pages.push(body.data.map(known).join(''));
    }
    expect(pages.join('')).toBe('3127');
    expect(await found(`${q('alexandre')}&sort=customerNumber&order=DESC`)).toBe('7321');
    expect(await found(`${q('alexandre')}&sort=lastName`)).toBe('3712');
  });

  it('exports the rows in the order the page lists them, batch after batch', async () => {
    const exported = async (query: string) => {
      const parsed = customerSearchQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const rows: string[] = [];
      for await (const batch of exportCustomers(t.db, parsed, { limit: 100, batch: 1 }))
        rows.push(...batch.map(known));
      return rows.join('');
    };
    for (const query of [
      q('alexandre'),
      `${q('alexandre')}&sort=customerNumber&order=DESC`,
      `${q('alexandre')}&sort=lastName`,
      q('Tremblay Alexandre'),
      q('60459876'),
    ])
      expect(await exported(query), query).toBe(await found(query));
  });

  const planOf = async (query: { explain(): Promise<Record<string, unknown>[]> }) =>
    (await query.explain()).map((row) => Object.values(row).join('')).join('\n');

  it.each([
    ['Alexandre Tremblay', ['customers_full_name_search']],
    ['alexandre', ['customers_last_name_search', 'customers_first_name_search', 'customers_email_search']],
    ['555-0101', ['customers_customer_number_key', 'customers_phone_ending_search']],
  ])('%s: the page and its count read indexes, never the whole table', async (text, indexes) => {
    const parsed = customerSearchQuery.parse({ q: text });
    const page = await planOf(memberPage(t.db, parsed));
    const count = await planOf(memberCount(t.db, parsed));
    for (const index of indexes) expect(page).toContain(index);
    expect(page).not.toMatch(/Seq Scan/);
    // The count reads the indexes alone (a customer number's id is in the table).
    expect(count).toMatch(/Index Only Scan/);
    expect(count).not.toMatch(/Seq Scan/);
  });

  // Free text alone runs prepared, by one plan for every text (genericPlan): that plan, made
  // without the values, must still read the indexes.
  it.each([
    ['Alexandre Tremblay', 'customers_full_name_search'],
    ['Tremblay Alex', 'customers_full_name_search'],
    ['alexandre', 'customers_first_name_search'],
    ['atremblay', 'customers_email_search'],
    ['0101', 'customers_phone_ending_search'],
  ])(
    '%s: the generic plan of the page and its count reads indexes, never the whole table',
    async (text, index) => {
      const statement = memberSearchStatements(t.db, customerSearchQuery.parse({ q: text })).page(true);
      expect(statement.sql).toMatch(/^\/\* generic plan \*\//);
      const plan = await t.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL plan_cache_mode = force_generic_plan`.execute(trx);
        await sql.raw(`PREPARE free_text AS ${statement.sql}`).execute(trx);
        const values = sql.join(statement.parameters.map((value) => sql.lit(value)));
        const { rows } = await sql<Record<string, string>>`EXPLAIN EXECUTE free_text(${values})`.execute(trx);
        await sql`DEALLOCATE free_text`.execute(trx);
        return rows.map((row) => Object.values(row).join('')).join('\n');
      });
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/Seq Scan/);
    },
  );

  it('reads a later reading only when the ones before leave the count, or the page before an e-mail, short', async () => {
    // 'genlast' starts the last names of all the others: that reading fills the page and the
    // count's cap, so the count never opens the first-name and e-mail indexes, nor the page the e-mail one.
    const parsed = customerSearchQuery.parse({ q: 'genlast' });
    const analyzed = async (query: {
      explain(format: undefined, options: unknown): Promise<Record<string, unknown>[]>;
    }) => (await query.explain(undefined, sql`analyze`)).map((row) => Object.values(row).join(''));
    for (const [plan, unread] of [
      [await analyzed(memberPage(t.db, parsed)), /customers_email_search/],
      [await analyzed(memberCount(t.db, parsed)), /customers_(first_name|email)_search/],
    ] as const) {
      const later = plan.filter((line) => unread.test(line));
      expect(later.length, plan.join('\n')).toBeGreaterThan(0);
      for (const line of later) expect(line).toMatch(/never executed/);
    }
    expect((await search(q('genlast'))).body.totalCount).toBe(MEMBER_COUNT_CAP);
  });
});
