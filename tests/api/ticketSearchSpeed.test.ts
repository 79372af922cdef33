import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketSaveInput } from '../../src/domain/tickets/ticketSave.ts';
import { TICKET_COUNT_CAP } from '../../src/domain/tickets/ticketSearchQuery.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VIN = 'JTDBCMFE0NJ000001';

/**
 * The ticket search reads a ticket's row from the JSON it keeps (migration 094, from the
 * summary of its links of 093) and a category search's statuses from the links' copy (093). All
 * are kept by triggers: after every kind of write, the search must answer what the tables hold.
 * Its count stops at TICKET_COUNT_CAP.
 */
describe.each(engines)("the ticket search's shortcuts on %s", (engine) => {
  let t: TestApp;
  let member: number;

  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: object, ifMatch?: number) => {
    const response = await t.app.inject({
      method,
      url: `/api/tickets${path}`,
      headers: {
        ...t.bearer({ email: 'sam.support@example.com', groups: ['SUPPORT'] }),
        ...(ifMatch !== undefined ? { 'if-match': `"${ifMatch}"` } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const ticket = (more: Partial<TicketSaveInput> = {}): TicketSaveInput => ({
    subject: 'Car not unlocking',
    categories: [12, 60],
    customers: [String(member)],
    vehicles: [VIN],
    department: 'Member Services',
    priority: 'High',
    status: 'New',
    ...more,
  });
  const search = async (query: string) => call('GET', `?${query}`);
  const ids = async (query: string) => (await search(query)).data.map((row: { id: number }) => row.id);
  /** Tickets whose summary differs from their links as they are now: none, ever. */
  const stale = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`SELECT count(*) AS n FROM tickets WHERE links::text <> ticket_links(id)::text`.execute(t.db)
      ).rows[0].n,
    ) +
    Number(
      (
        await sql<{
          n: string;
        }>`SELECT count(*) AS n FROM ticket_categories AS l JOIN tickets ON tickets.id = l.ticket_id
          WHERE l.ticket_status <> tickets.status`.execute(t.db)
      ).rows[0].n,
    ) +
    Number(
      (
        await sql<{
          n: string;
        }>`SELECT count(*) AS n FROM tickets WHERE search_row::text <> ticket_search_row(tickets)::text`.execute(
          t.db,
        )
      ).rows[0].n,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db
      .insertInto('staffs')
      .values({ email: 'sam.support@example.com', first_name: 'Sam', last_name: 'Support', role: 'SUPPORT' })
      .execute();
    await insertCars(t.db, [carRow(VIN, 'ABC 123', 1)]);
    ({ id: member } = await t.db
      .insertInto('customers')
      .values({
        customer_number: '40000001',
        first_name: 'Marie',
        last_name: 'Tremblay',
        email: 'm@example.com',
      })
      .returning(sql<number>`id::integer`.as('id'))
      .executeTakeFirstOrThrow());
  });
  afterAll(() => t?.close());

  it('a new ticket lists its links, and its status is the one a category search filters on', async () => {
    const created = await call('POST', '', ticket());
    const [row] = (await search(`ticketId=${created.id}`)).data;
    expect(row).toMatchObject({
      categories: [12, 60],
      customers: [{ id: member, fullName: 'Marie Tremblay' }],
      vehicles: [{ vin: VIN, plateNumber: 'ABC 123' }],
      staff: null,
    });
    expect(await ids('categories=12&status=New')).toEqual([created.id]);
    expect((await search('categories=12&status=New')).totalCount).toBe(1);
    expect(await ids('categories=12&status=Closed')).toEqual([]);
    expect(await stale()).toBe(0);
  });

  it('a status change moves the ticket between category searches; closing hides it', async () => {
    const created = await call('POST', '', ticket({ categories: [30] }));
    expect(await ids('categories=30&hideClosedTickets=true')).toEqual([created.id]);
    await call('PUT', `/${created.id}`, ticket({ categories: [30], status: 'Closed' }), created.version);
    expect(await ids('categories=30&status=New')).toEqual([]);
    expect(await ids('categories=30&status=Closed')).toEqual([created.id]);
    expect(await ids('categories=30&hideClosedTickets=true')).toEqual([]);
    expect((await search('categories=30&hideClosedTickets=true')).totalCount).toBe(0);
    expect(await stale()).toBe(0);
  });

  it('replaced links show at once: categories, members and cars removed and added', async () => {
    const created = await call('POST', '', ticket({ categories: [40] }));
    await call(
      'PUT',
      `/${created.id}`,
      ticket({ categories: [41], customers: [], vehicles: [] }),
      created.version,
    );
    const [row] = (await search(`ticketId=${created.id}`)).data;
    expect(row).toMatchObject({ categories: [41], customers: [], vehicles: [] });
    expect(await ids('categories=40')).toEqual([]);
    expect(await ids('categories=41&status=New')).toEqual([created.id]);
    expect(await stale()).toBe(0);
  });

  it("a member's new name and a car's new plate show in the tickets naming them", async () => {
    const created = await call('POST', '', ticket({ categories: [50] }));
    await t.db
      .updateTable('customers')
      .set({ preferred_name: 'Mimi' })
      .where('id', '=', String(member))
      .execute();
    await t.db.updateTable('cars').set({ plate_number: 'XYZ 789' }).where('vin', '=', VIN).execute();
    const [row] = (await search(`ticketId=${created.id}`)).data;
    expect(row.customers[0].fullName).toBe('Marie (Mimi) Tremblay');
    expect(row.vehicles).toEqual([{ vin: VIN, plateNumber: 'XYZ 789' }]);
    expect((await call('GET', `/${created.id}`)).customers[0].fullName).toBe('Marie (Mimi) Tremblay');
    expect(await stale()).toBe(0);
  });

  it('counts up to 1,000 and says when more match, links inserted 1,001 at a time', async () => {
    await sql`INSERT INTO tickets (subject, department, priority, status, created_by)
      SELECT 'Bulk ' || g, 'Fleet Operations', 'Low', 'Deferred', 'import' FROM generate_series(1, 1001) AS g`.execute(
      t.db,
    );
    await sql`INSERT INTO ticket_categories (ticket_id, category_value)
      SELECT id, 70 FROM tickets WHERE subject LIKE 'Bulk %'`.execute(t.db);
    for (const query of ['categories=70', 'categories=70&status=Deferred', 'status=Deferred'])
      expect(await search(query), query).toMatchObject({
        totalCount: TICKET_COUNT_CAP,
        totalCountCapped: true,
      });
    expect(await search('categories=70&status=New')).toMatchObject({ totalCount: 0, data: [] });
    expect(await stale()).toBe(0);
  });
});
