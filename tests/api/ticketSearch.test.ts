import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from '../../src/domain/tickets/tickets.ts';
import { ticketSearchQuery } from '../../src/domain/tickets/ticketSearchQuery.ts';
import { ordered, ticketQueryValues } from '../../server/repositories/tickets/filters.ts';
import { exportTickets, searchTickets } from '../../server/repositories/tickets/search.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VIN1 = 'JTDBCMFE0NJ000001';
const VIN2 = 'KM8K23AG0PU000002';

interface Seeded {
  staff: number[];
  customers: number[];
  tickets: number[];
}

/** T1..T4 by hand, then 30 older Billing tickets for paging (ids in insertion order). */
async function seed(t: TestApp): Promise<Seeded> {
  await insertCars(t.db, [carRow(VIN1, 'ABC 123', 1), carRow(VIN2, '123 ABC', 2)]);
  const staff = await t.db
    .insertInto('staffs')
    .values([
      { email: 'sophie@example.com', first_name: 'Sophie', last_name: 'Tremblay', role: 'MSA' },
      { email: 'raj@example.com', first_name: 'Raj', last_name: 'Sandhu', role: 'SVC' },
    ])
    .returning('id')
    .execute();
  const customers = await t.db
    .insertInto('customers')
    .values([
      {
        customer_number: '10000001',
        first_name: 'John',
        last_name: 'Smith',
        preferred_name: 'Johnny',
        email: 'j@example.com',
      },
      { customer_number: '10000002', first_name: 'Anna', last_name: 'Lee', email: 'a@example.com' },
    ])
    .returning('id')
    .execute();
  const [s1, s2] = staff.map((s) => s.id);
  const ticket = (at: string, extra: Record<string, unknown>) => ({
    subject: `Ticket of ${at}`,
    details: 'Some details',
    department: 'Member Services',
    source: 'Phone',
    priority: 'Low',
    status: 'New',
    staff_id: null,
    created_at: at,
    created_by: 'sophie@example.com',
    ...extra,
  });
  const rows = await t.db
    .insertInto('tickets')
    .values([
      ticket('2024-01-10T12:00:00Z', {
        status: 'Closed',
        staff_id: s1,
        updated_at: '2024-01-11T09:00:00Z',
        updated_by: 'sophie@example.com',
      }),
      ticket('2024-01-15T23:30:00Z', { department: 'Billing', source: 'Email', priority: 'High' }),
      ticket('2024-02-01T08:00:00Z', {
        department: 'Fleet Operations',
        source: 'Telematics Alert',
        priority: 'Urgent',
        status: 'In Progress',
        staff_id: s2,
      }),
      ticket('2024-02-01T08:00:00Z', { source: null, priority: 'Medium', status: 'Draft', staff_id: s1 }),
      ...Array.from({ length: 30 }, (_, i) =>
        ticket(`2023-06-01T${String(i % 24).padStart(2, '0')}:00:00Z`, {
          department: 'Billing',
          source: 'App',
          status: 'Deferred',
          subject: `Bulk ${i}`,
        }),
      ),
    ])
    .returning('id')
    .execute();
  const ids = rows.map((r) => r.id);
  const [t1, t2, t3, t4] = ids;
  const [c1, c2] = customers.map((c) => c.id);
  await t.db
    .insertInto('ticket_categories')
    .values([
      { ticket_id: t1, category_value: 3 },
      { ticket_id: t1, category_value: 12 },
      { ticket_id: t2, category_value: 20 },
      { ticket_id: t3, category_value: 60 },
      { ticket_id: t4, category_value: 3 },
      ...ids.slice(4).map((id) => ({ ticket_id: id, category_value: 40 })),
    ])
    .execute();
  await t.db
    .insertInto('ticket_customers')
    .values([
      { ticket_id: t1, customer_id: c1 },
      { ticket_id: t2, customer_id: c1 },
      { ticket_id: t2, customer_id: c2 },
    ])
    .execute();
  await t.db
    .insertInto('ticket_vehicles')
    .values([
      { ticket_id: t1, vin: VIN1 },
      { ticket_id: t3, vin: VIN2 },
    ])
    .execute();
  await t.db
    .insertInto('ticket_notes')
    .values([
      { ticket_id: t1, note: 'Called the member.', created_at: '2024-01-10T13:00:00Z', created_by: s1 },
      {
        ticket_id: t1,
        note: 'Resolved; closing the ticket.',
        created_at: '2024-01-11T09:00:00Z',
        created_by: s2,
      },
      { ticket_id: t1, note: 'Imported note.', created_at: '2024-01-10T12:30:00Z', created_by: null },
    ])
    .execute();
  return { staff: [s1, s2], customers: customers.map((c) => Number(c.id)), tickets: ids };
}

describe.each(engines)('ticket search and fetch on %s', (engine) => {
  let t: TestApp;
  let s: Seeded;
  const get = async (url: string, groups = ['SYSADM']) => {
    const response = await t.app.inject({ url, headers: t.bearer({ groups }) });
    return { status: response.statusCode, body: response.json() };
  };
  const search = (query: string, groups?: string[]) => get(`/api/tickets?${query}`, groups);
  /** The matching tickets as T1..T4, or B for the bulk ones. */
  const found = async (query: string) => {
    const { status, body } = await search(query);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data.map((row: { id: number }) => {
      const at = s.tickets.indexOf(row.id);
      return at < 4 ? `T${at + 1}` : 'B';
    });
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    s = await seed(t);
  });
  afterAll(() => t?.close());

  it('answers rows in the documented shape with pagination fields', async () => {
    const { status, body } = await search(`ticketId=${s.tickets[1]}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, count: 25, totalCount: 1, totalPages: 1 });
    expect(body.totalCountCapped).toBeUndefined();
    expect(body.data[0]).toEqual({
      id: s.tickets[1],
      subject: 'Ticket of 2024-01-15T23:30:00Z',
      department: 'Billing',
      source: 'Email',
      priority: 'High',
      status: 'New',
      staff: null,
      categories: [20],
      customers: [
        {
          id: s.customers[0],
          firstName: 'John',
          lastName: 'Smith',
          preferredName: 'Johnny',
          fullName: 'John (Johnny) Smith',
        },
        { id: s.customers[1], firstName: 'Anna', lastName: 'Lee', preferredName: null, fullName: 'Anna Lee' },
      ],
      vehicles: [],
      createDateTime: '2024-01-15T23:30:00.000Z',
      createdBy: 'sophie@example.com',
      updateDateTime: null,
      updatedBy: null,
    });
    const first = (await search(`ticketId=${s.tickets[0]}`)).body.data[0];
    expect(first).toMatchObject({
      staff: {
        id: s.staff[0],
        firstName: 'Sophie',
        lastName: 'Tremblay',
        role: 'MSA',
        fullName: 'Sophie Tremblay',
      },
      categories: [3, 12],
      vehicles: [{ vin: VIN1, plateNumber: 'ABC 123' }],
      updateDateTime: '2024-01-11T09:00:00.000Z',
      updatedBy: 'sophie@example.com',
    });
  });

  it('lists newest first, the later id first on a tie', async () => {
    const { body } = await search('count=5');
    expect(body).toMatchObject({ totalCount: 34, totalPages: 7 });
    expect(await found('count=5')).toEqual(['T4', 'T3', 'T2', 'T1', 'B']);
  });

  it('filters by categories, staff, department, car and customer', async () => {
    expect(await found('categories=3')).toEqual(['T4', 'T1']);
    expect(await found('categories=3,60')).toEqual(['T4', 'T3', 'T1']);
    expect(await found('categories=20&categories=60')).toEqual(['T3', 'T2']);
    // Counted from the links alone: T1 holds both categories and counts once.
    expect((await search('categories=3,12')).body).toMatchObject({ totalCount: 2 });
    expect((await search('categories=3&status=Draft')).body).toMatchObject({ totalCount: 1 });
    expect(await found(`staff=${s.staff[0]}`)).toEqual(['T4', 'T1']);
    expect(await found(`staff=${s.staff[1]}`)).toEqual(['T3']);
    expect(await found('department=Fleet%20Operations')).toEqual(['T3']);
    expect(await found(`vehicles=${VIN1.toLowerCase()}`)).toEqual(['T1']);
    expect(await found(`vehicles=${VIN1},${VIN2}`)).toEqual(['T3', 'T1']);
    expect(await found(`customer=${s.customers[0]}`)).toEqual(['T2', 'T1']);
    expect(await found(`customer=${s.customers[1]}&department=Billing`)).toEqual(['T2']);
  });

  it('finds tickets by a word of the subject, the details or a note, and by the member number', async () => {
    // "of 2024-02" is in T3's and T4's subjects; "called" only in a note of T1; case-insensitively.
    expect(await found('keyword=of%202024-02')).toEqual(['T4', 'T3']);
    expect(await found('keyword=CALLED')).toEqual(['T1']);
    expect(await found('keyword=bulk%2029')).toEqual(['B']);
    // LIKE's wildcards in the words match themselves.
    expect(await found('keyword=%25%25%25')).toEqual([]);
    expect(await found('keyword=Some%20details&count=4')).toEqual(['T4', 'T3', 'T2', 'T1']);
    expect(await found('customerNumber=10000001')).toEqual(['T2', 'T1']);
    expect(await found('customerNumber=10000002&keyword=ticket%20of')).toEqual(['T2']);
    expect(await found('customerNumber=99999999')).toEqual([]);
    const short = await search('keyword=ab');
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ keyword: 'validation.minLength' });
  });

  it('filters by created date, to including its whole day', async () => {
    expect(await found('from=2024-01-15&to=2024-01-15')).toEqual(['T2']);
    expect(await found('from=2024-01-16&to=2024-02-01')).toEqual(['T4', 'T3']);
    expect(await found('from=2024-01-01')).toEqual(['T4', 'T3', 'T2', 'T1']);
    expect((await found('to=2024-01-14')).slice(0, 2)).toEqual(['T1', 'B']);
    // A date picker's local midnight: the day runs 24 hours from it.
    expect(await found('from=2024-01-15T08:00:00.000Z&to=2024-01-15T08:00:00.000Z')).toEqual(['T2']);
    expect(await found('from=2024-01-16T00:00:00-08:00&to=2024-01-31T00:00:00-08:00')).toEqual([]);
  });

  it('filters by source, priority, status and hides closed tickets', async () => {
    expect(await found('source=Telematics%20Alert')).toEqual(['T3']);
    expect(await found('source=Phone')).toEqual(['T1']);
    expect(await found('priority=Urgent')).toEqual(['T3']);
    expect(await found('status=New,Draft')).toEqual(['T4', 'T2']);
    expect(await found('status=In%20Progress&status=Closed')).toEqual(['T3', 'T1']);
    expect((await search('hideClosedTickets=true')).body.totalCount).toBe(33);
    expect(await found('hideClosedTickets=true&count=4')).toEqual(['T4', 'T3', 'T2', 'B']);
    expect((await search('hideClosedTickets=false')).body.totalCount).toBe(34);
    expect(await found('hideClosedTickets=true&status=Closed')).toEqual([]);
    expect(await found('categories=&status=&from=&to=&count=4')).toEqual(['T4', 'T3', 'T2', 'T1']);
  });

  it('pages through matches in index order', async () => {
    const first = await search('department=Billing&count=10');
    expect(first.body).toMatchObject({ page: 1, count: 10, totalCount: 31, totalPages: 4 });
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => search(`department=Billing&count=10&page=${page}`)),
    );
    const rows = pages.flatMap((p) => p.body.data) as { id: number; createDateTime: string }[];
    expect(rows).toHaveLength(31);
    expect(new Set(rows.map((r) => r.id)).size).toBe(31);
    const keys = rows.map((r) => [r.createDateTime, r.id] as const);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(keys).toEqual(sorted);
    expect((await search('department=Billing&count=10&page=5')).body.data).toEqual([]);
  });

  it('spec 3 Ticket search filters: one category pages from its own index, in the order of every other search', async () => {
    const ids = async (query: string) =>
      ((await search(query)).body.data as { id: number }[]).map((row) => row.id);
    // Two categories take the general path; without T1 and T4 (category 3) it is category 40 alone.
    const general = (await ids('categories=40,3&count=40')).filter(
      (id) => ![s.tickets[0], s.tickets[3]].includes(id),
    );
    expect(general).toHaveLength(30);
    expect(await ids('categories=40&count=30')).toEqual(general);
    expect(await ids('categories=40&count=10&page=2')).toEqual(general.slice(10, 20));
    expect(await ids('categories=40&sort=createDateTime&order=ASC&count=30')).toEqual([...general].reverse());
    expect(await ids('categories=40&status=Deferred&count=30')).toEqual(general);
    expect(await ids('categories=3&status=Draft')).toEqual([s.tickets[3]]);
  });

  it('sorts by creation time or id, either way', async () => {
    expect(await found('sort=createDateTime&order=DESC&count=4')).toEqual(['T4', 'T3', 'T2', 'T1']);
    expect(await found('sort=createDateTime&order=ASC&department=Member%20Services')).toEqual(['T1', 'T4']);
    expect(await found('sort=createDateTime&order=ASC&count=1')).toEqual(['B']);
    expect(await found('sort=id&order=ASC&count=4')).toEqual(['T1', 'T2', 'T3', 'T4']);
    const byIdDesc = await found('sort=id&order=DESC&count=34');
    expect(byIdDesc[0]).toBe('B');
    expect(byIdDesc.slice(-4)).toEqual(['T4', 'T3', 'T2', 'T1']);
    expect((await search('sort=subject')).status).toBe(400);
    expect((await search('sort=id&order=UP')).status).toBe(400);
  });

  it('spec 4 Ticket status: sorts by status in the order a ticket goes through them, then by creation', async () => {
    const all = await search('sort=status&order=ASC&count=34');
    const statuses = (all.body.data as { status: string }[]).map((row) => row.status);
    // Not alphabetical (Closed, Deferred, Draft...): the order of the domain's list.
    expect([...new Set(statuses)]).toEqual(TICKET_STATUSES);
    const bulkOldestFirst = (await found('source=App&sort=createDateTime&order=ASC&count=30')).length;
    expect(await found('sort=status&order=ASC&count=34')).toEqual([
      'T4',
      'T2',
      'T3',
      ...Array<string>(bulkOldestFirst).fill('B'),
      'T1',
    ]);
    // Within a status by creation, ties by id, the same direction: the bulk rows as sorted by creation.
    const ids = async (query: string) =>
      ((await search(query)).body.data as { id: number }[]).map((r) => r.id);
    expect((await ids('sort=status&order=ASC&count=34')).slice(3, 33)).toEqual(
      await ids('source=App&sort=createDateTime&order=ASC&count=30'),
    );
    expect(await ids('sort=status&order=DESC&count=34')).toEqual(
      (await ids('sort=status&order=ASC&count=34')).reverse(),
    );
    expect(await found('hideClosedTickets=true&sort=status&order=DESC&count=2')).toEqual(['B', 'B']);
    expect(await found('status=New,Draft&sort=status&order=DESC')).toEqual(['T2', 'T4']);
    expect(await found('categories=3&sort=status&order=ASC')).toEqual(['T4', 'T1']);
    // One status asked: the creation order, which the status's own index serves.
    expect(await ids('status=Deferred&sort=status&order=DESC&count=30')).toEqual(
      await ids('status=Deferred&sort=createDateTime&order=DESC&count=30'),
    );
  });

  it.each([
    ['all tickets', {}],
    ['closed hidden', { hideClosedTickets: 'true' }],
    ['two statuses', { status: 'New,Draft' }],
  ])(
    'spec 4 Ticket status: sorted by status, %s, a page reads an index in order (no Sort node)',
    async (_, filter) => {
      for (const order of ['ASC', 'DESC'] as const) {
        const query = ticketSearchQuery.parse({ ...filter, sort: 'status', order });
        // 34 tickets read faster whole: forbid what a big table would forbid by its cost.
        const plan = await t.db.connection().execute(async (db) => {
          await sql`SET enable_seqscan = off`.execute(db);
          await sql`SET enable_sort = off`.execute(db);
          try {
            const page = ordered(db, ticketQueryValues(query), query.hideClosedTickets === 'true', query);
            return (await page.limit(25).explain()).map((row) => Object.values(row).join('')).join('\n');
          } finally {
            await sql`RESET enable_seqscan`.execute(db);
            await sql`RESET enable_sort`.execute(db);
          }
        });
        expect(plan).toMatch(/Index Scan/);
        expect(plan, `${order}: ${plan}`).not.toMatch(/Sort/);
      }
    },
  );

  it('the export walks every match in order, batch after batch', async () => {
    for (const sort of ['createDateTime', 'id', 'status'] as const) {
      for (const order of ['ASC', 'DESC'] as const) {
        const query = ticketSearchQuery.parse({ sort, order, count: '100' });
        const expected = (await searchTickets(t.db, query)).data.map((row) => row.id);
        const batches: number[][] = [];
        for await (const rows of exportTickets(t.db, query, { limit: 100, batch: 7 })) {
          batches.push(rows.map((row) => row.id));
        }
        expect(batches.flat(), `${sort} ${order}`).toEqual(expected);
        expect(batches[0]).toHaveLength(7);
      }
    }
  });

  it('exports the matches as CSV in the search order, as the screen shows them', async () => {
    const response = await t.app.inject({
      url: '/api/tickets?sort=id&order=ASC&categories=3,20&tz=America/Vancouver',
      headers: { ...t.bearer({ groups: ['SUPPORT'] }), accept: 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="tickets-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Ticket,Subject,Categories,Members,Cars,Assigned to,Department,Priority,Status,Created (America/Vancouver)',
    );
    expect(lines.slice(1)).toEqual([
      `${s.tickets[0]},Ticket of 2024-01-10T12:00:00Z,"Extend a reservation, Damage found before the trip",John (Johnny) Smith,ABC 123,Sophie Tremblay (MSA),Member Services,Low,Closed,"Jan 10, 2024, 4:00 a.m."`,
      `${s.tickets[1]},Ticket of 2024-01-15T23:30:00Z,Cannot end the trip,"John (Johnny) Smith, Anna Lee",,,Billing,High,New,"Jan 15, 2024, 3:30 p.m."`,
      `${s.tickets[3]},Ticket of 2024-02-01T08:00:00Z,Extend a reservation,,,Sophie Tremblay (MSA),Member Services,Medium,Draft,"Feb 1, 2024, 12:00 a.m."`,
    ]);
  });

  it('answers 400 with field keys for invalid filters', async () => {
    const bad = await search('department=Sales');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      statusCode: 400,
      messageKey: 'validation.invalid',
      fields: { department: 'validation.invalid' },
    });
    const fields = async (query: string) => (await search(query)).body.fields;
    expect(await fields('categories=0')).toEqual({ categories: 'validation.categories' });
    expect(await fields('categories=85')).toEqual({ categories: 'validation.categories' });
    expect(await fields('categories=3,x')).toEqual({ categories: 'validation.categories' });
    expect(await fields('status=Open')).toEqual({ status: 'validation.invalid' });
    expect(await fields('source=Fax&priority=Critical')).toEqual({
      source: 'validation.invalid',
      priority: 'validation.invalid',
    });
    expect(await fields('hideClosedTickets=yes')).toEqual({ hideClosedTickets: 'validation.invalid' });
    expect(await fields('from=2024-13-01')).toEqual({ from: 'validation.date' });
    expect(await fields('to=2024-02-30')).toEqual({ to: 'validation.date' });
    expect(await fields('from=2024-02-02&to=2024-02-01')).toEqual({ to: 'validation.dateRange' });
    expect(await fields('ticketId=abc')).toEqual({ ticketId: 'validation.ticketId' });
    expect(await fields('staff=-1')).toEqual({ staff: 'validation.staff' });
    expect(await fields('customer=x')).toEqual({ customer: 'validation.customer' });
    expect(await fields('vehicles=ABC')).toEqual({ vehicles: 'validation.vin' });
    expect(await fields('department=Billing&department=Billing')).toEqual({
      department: 'validation.invalid',
    });
  });

  it('fetches one ticket with details and notes newest first', async () => {
    const { status, body } = await get(`/api/tickets/${s.tickets[0]}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: s.tickets[0],
      details: 'Some details',
      status: 'Closed',
      categories: [3, 12],
      customers: [{ id: s.customers[0], fullName: 'John (Johnny) Smith' }],
      vehicles: [{ vin: VIN1, plateNumber: 'ABC 123' }],
      staff: { id: s.staff[0], fullName: 'Sophie Tremblay' },
    });
    expect(body.notes).toEqual([
      {
        id: expect.any(Number),
        note: 'Resolved; closing the ticket.',
        createDateTime: '2024-01-11T09:00:00.000Z',
        createdBy: { id: s.staff[1], firstName: 'Raj', lastName: 'Sandhu', role: 'SVC' },
      },
      {
        id: expect.any(Number),
        note: 'Called the member.',
        createDateTime: '2024-01-10T13:00:00.000Z',
        createdBy: { id: s.staff[0], firstName: 'Sophie', lastName: 'Tremblay', role: 'MSA' },
      },
      {
        id: expect.any(Number),
        note: 'Imported note.',
        createDateTime: '2024-01-10T12:30:00.000Z',
        createdBy: null,
      },
    ]);
    expect((await get(`/api/tickets/${s.tickets[3]}`)).body).toMatchObject({
      source: null,
      notes: [],
      customers: [],
    });
  });

  it('answers 404 JSON for an unknown ticket and 400 for a malformed id', async () => {
    const unknown = await get('/api/tickets/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, messageKey: 'error.notFound' });
    const malformed = await get('/api/tickets/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toEqual({ id: 'validation.ticketId' });
  });

  it('lets every role with the tickets area in, SUPPORT and SVC included', async () => {
    expect((await t.app.inject({ url: '/api/tickets' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/tickets/${s.tickets[0]}` })).statusCode).toBe(401);
    for (const role of ['SYSADM', 'MGMT', 'BI', 'MSA', 'OC', 'FLEET', 'SUPPORT', 'SVC']) {
      expect((await search('', [role])).status, role).toBe(200);
      expect((await get(`/api/tickets/${s.tickets[0]}`, [role])).status, role).toBe(200);
    }
    const refused = await search('', ['DRIVE']);
    expect(refused.status).toBe(403);
    expect(refused.body.messageKey).toBe('auth.noAccess');
    expect((await get(`/api/tickets/${s.tickets[0]}`, ['DRIVE'])).status).toBe(403);
    expect((await search('', [])).status).toBe(403);
  });
});
