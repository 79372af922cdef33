import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTicket, searchTickets } from '../../server/repositories/tickets/search.ts';
import { ticketSearchQuery, ticketSearchResult } from '../../src/domain/tickets/ticketSearchQuery.ts';
import { customerFullName, staffFullName } from '../../src/domain/names.ts';
import type { TicketSearchRow } from '../../src/domain/tickets/tickets.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

/** Names that exercise every branch of customerFullName and staffFullName (spec 7, Ticket fetch). */
const MEMBERS = [
  { first_name: 'Marie', preferred_name: null, last_name: 'Tremblay' },
  { first_name: 'Robert', preferred_name: 'Bob', last_name: 'Côté' },
  { first_name: 'Jean', preferred_name: 'Jean', last_name: 'Roy' },
  { first_name: 'Anne', preferred_name: '', last_name: 'Gagné' },
  { first_name: '', preferred_name: 'Zed', last_name: 'O’Brien "Jr"' },
];
const STAFF = [
  { email: 'laura@example.com', first_name: 'Laura', last_name: 'Santos', role: 'MSA' },
  { email: 'cher@example.com', first_name: 'Cher', last_name: '', role: 'SUPPORT' },
];
const VINS = ['JTDBCMFE0NJ000011', 'JTDBCMFE0NJ000012'];

/**
 * The ticket search answers the JSON each ticket keeps (migration 094), written by
 * the database. It must be the row the domain describes (ticketSearchRow) with the names the
 * domain writes (customerFullName, staffFullName) and instants as toISOString writes them.
 */
describe.each(engines)('the search row the database writes on %s', (engine) => {
  let t: TestApp;
  let members: number[];
  let staff: number[];

  /** The row as the domain makes it from the tables, independently of migration 094. */
  const domainRow = async (id: number): Promise<TicketSearchRow> => {
    const ticket = await t.db
      .selectFrom('tickets')
      .leftJoin('staffs', 'staffs.id', 'tickets.staff_id')
      .select([
        'tickets.id',
        'subject',
        'department',
        'source',
        'priority',
        'status',
        'tickets.created_at',
        'tickets.created_by',
        'tickets.updated_at',
        'tickets.updated_by',
        'staffs.id as staff_id',
        'staffs.first_name',
        'staffs.last_name',
        'staffs.role',
      ])
      .where('tickets.id', '=', id)
      .executeTakeFirstOrThrow();
    const categories = await t.db
      .selectFrom('ticket_categories')
      .select('category_value')
      .where('ticket_id', '=', id)
      .orderBy('category_value')
      .execute();
    const customers = await t.db
      .selectFrom('ticket_customers')
      .innerJoin('customers', 'customers.id', 'ticket_customers.customer_id')
      .select(['customers.id', 'first_name', 'last_name', 'preferred_name'])
      .where('ticket_id', '=', id)
      .orderBy('customers.id')
      .execute();
    const vehicles = await t.db
      .selectFrom('ticket_vehicles')
      .leftJoin('cars', 'cars.vin', 'ticket_vehicles.vin')
      .select(['ticket_vehicles.vin', 'cars.plate_number'])
      .where('ticket_id', '=', id)
      .orderBy('ticket_vehicles.vin')
      .execute();
    const instant = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
    return {
      id: ticket.id,
      subject: ticket.subject,
      department: ticket.department,
      source: ticket.source,
      priority: ticket.priority,
      status: ticket.status,
      staff:
        ticket.staff_id === null
          ? null
          : {
              id: ticket.staff_id,
              firstName: ticket.first_name!,
              lastName: ticket.last_name!,
              role: ticket.role!,
              fullName: staffFullName({ firstName: ticket.first_name!, lastName: ticket.last_name! }),
            },
      categories: categories.map((c) => c.category_value),
      customers: customers.map((c) => {
        const person = { firstName: c.first_name, lastName: c.last_name, preferredName: c.preferred_name };
        return { id: Number(c.id), ...person, fullName: customerFullName(person) };
      }),
      vehicles: vehicles.map((v) => ({ vin: v.vin, plateNumber: v.plate_number })),
      createDateTime: instant(ticket.created_at)!,
      createdBy: ticket.created_by,
      updateDateTime: instant(ticket.updated_at),
      updatedBy: ticket.updated_by,
    } as TicketSearchRow;
  };

  const answered = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/tickets?sort=id&order=ASC&count=100',
      headers: t.bearer({ groups: ['SUPPORT'] }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json() as { data: TicketSearchRow[] };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(t.db, [carRow(VINS[0]!, 'ABC 123', 1), carRow(VINS[1]!, 'DEF 456', 2)]);
    members = (
      await t.db
        .insertInto('customers')
        .values(
          MEMBERS.map((m, i) => ({ ...m, customer_number: `5000000${i}`, email: `row${i}@example.com` })),
        )
        .returning(sql<number>`id::integer`.as('id'))
        .execute()
    ).map((r) => r.id);
    staff = (await t.db.insertInto('staffs').values(STAFF).returning('id').execute()).map((r) => r.id);
    // Instants with microseconds, none, and given in another zone; a ticket with no links.
    await sql`INSERT INTO tickets (subject, department, source, priority, status, staff_id, created_at, created_by, updated_at, updated_by)
      VALUES ('Car not unlocking', 'Member Services', 'Phone', 'High', 'New', ${staff[0]}, '2026-03-01T12:00:00.123456Z', 'laura@example.com', NULL, NULL),
             ('Flat tyre "rear" \\ left', 'Fleet Operations', NULL, 'Low', 'In Progress', ${staff[1]}, '2026-03-01T12:00:00Z', 'cher@example.com', '2026-03-02T08:30:00.999999-08:00', 'laura@example.com'),
             ('Nothing linked', 'Member Services', 'Email', 'Medium', 'Draft', NULL, '1999-12-31T23:59:59.5Z', 'import', NULL, NULL)`.execute(
      t.db,
    );
    const [first, second] = (await t.db.selectFrom('tickets').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    await t.db
      .insertInto('ticket_categories')
      .values([12, 3, 84].map((category_value) => ({ ticket_id: first!, category_value })))
      .execute();
    await t.db
      .insertInto('ticket_customers')
      .values(members.map((customer_id) => ({ ticket_id: first!, customer_id: String(customer_id) })))
      .execute();
    await t.db
      .insertInto('ticket_vehicles')
      .values([
        { ticket_id: first!, vin: VINS[1]! },
        { ticket_id: first!, vin: VINS[0]! },
        { ticket_id: second!, vin: VINS[0]! },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  const expectDomainRows = async () => {
    const { data } = await answered();
    expect(data).toHaveLength(3);
    // The strict schema keeps every field it knows: nothing is missing, nothing extra.
    expect(ticketSearchResult.parse({ ...(await answered()), data }).data).toEqual(data);
    for (const row of data) expect(row).toEqual(await domainRow(row.id));
    return data;
  };

  it('answers each row as the domain writes it: names, nulls, instants in UTC to the millisecond', async () => {
    const [first, second, third] = await expectDomainRows();
    expect(first!.customers.map((c) => c.fullName)).toEqual([
      'Marie Tremblay',
      'Robert (Bob) Côté',
      'Jean Roy',
      'Anne Gagné',
      '(Zed) O’Brien "Jr"',
    ]);
    expect(first!.createDateTime).toBe('2026-03-01T12:00:00.123Z');
    expect(second).toMatchObject({
      subject: 'Flat tyre "rear" \\ left',
      source: null,
      staff: { fullName: 'Cher', role: 'SUPPORT' },
      createDateTime: '2026-03-01T12:00:00.000Z',
      updateDateTime: '2026-03-02T16:30:00.999Z',
    });
    expect(third).toMatchObject({ staff: null, categories: [], customers: [], vehicles: [] });
  });

  it('the same row in a ticket, in a member’s recent tickets and in the CSV export’s source', async () => {
    const [first] = (await answered()).data;
    expect(await getTicket(t.db, first!.id)).toMatchObject(first!);
    const byMember = await searchTickets(t.db, ticketSearchQuery.parse({ customer: String(members[1]) }));
    expect(byMember.data).toEqual([first]);
  });

  it("a staff member's new name and role, and an update made in another time zone, show at once", async () => {
    await t.db
      .updateTable('staffs')
      .set({ first_name: 'Laure', role: 'SUPPORT' })
      .where('id', '=', staff[0]!)
      .execute();
    await t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL TIME ZONE 'Asia/Kolkata'`.execute(trx);
      await sql`UPDATE tickets SET status = 'Closed', updated_at = '2026-04-01T00:00:00+05:30', updated_by = 'x@example.com'
        WHERE subject = 'Nothing linked'`.execute(trx);
    });
    const [first, , third] = await expectDomainRows();
    expect(first!.staff).toMatchObject({ firstName: 'Laure', fullName: 'Laure Santos', role: 'SUPPORT' });
    expect(third).toMatchObject({ status: 'Closed', updateDateTime: '2026-03-31T18:30:00.000Z' });
  });
});
