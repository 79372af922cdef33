import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VIN1 = 'JTDBCMFE0NJ000001';
const VIN2 = 'KM8K23AG0PU000002';
const VIN3 = 'JTDBCMFE0NJ000003';

describe.each(engines)('ticket lookups and related members and cars on %s (spec 7 Tickets)', (engine) => {
  let t: TestApp;
  let ids: Record<string, number>;
  let ticketId: number;
  const get = async (path: string, groups = ['SUPPORT']) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers: t.bearer({ email: 'sam.support@example.com', groups }),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const names = (body: { data: { fullName: string }[] }) => body.data.map((c) => c.fullName);

  beforeAll(async () => {
    t = await createTestApp(engine);
    await insertCars(t.db, [
      carRow(VIN1, 'ABC 123', 1, { fuel_level: 41 }),
      carRow(VIN2, '123 ABC', 2, { status: 'OUT_OF_SERVICE', fuel_level: 42 }),
      carRow(VIN3, 'ABD 456', 3, { fuel_level: 43 }),
    ]);
    const member = (n: number, first: string, last: string, extra: object = {}) => ({
      customer_number: `5000000${n}`,
      first_name: first,
      last_name: last,
      email: `m${n}@example.com`,
      ...extra,
    });
    const rows = await t.db
      .insertInto('customers')
      .values([
        member(1, 'Marie', 'Tremblay', { preferred_name: 'Mimi' }),
        member(2, 'Trevor', 'Lee'),
        member(3, 'Anna', 'Tremblay', { account_status: 'CLOSED' }),
        member(4, 'Paul', 'Roy'),
        member(5, 'Tr%', 'Wildcard'),
      ])
      .returning(['id', 'first_name'])
      .execute();
    ids = Object.fromEntries(rows.map((r) => [r.first_name, Number(r.id)]));
    ({ id: ticketId } = await t.db
      .insertInto('tickets')
      .values({
        subject: 'Two members, two cars',
        department: 'Member Services',
        priority: 'Low',
        status: 'New',
        created_by: 'sam.support@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow());
    await t.db
      .insertInto('ticket_customers')
      .values([
        { ticket_id: ticketId, customer_id: ids.Anna },
        { ticket_id: ticketId, customer_id: ids.Marie },
      ])
      .execute();
    await t.db
      .insertInto('ticket_vehicles')
      .values([
        { ticket_id: ticketId, vin: VIN2 },
        { ticket_id: ticketId, vin: VIN1 },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  it('SUPPORT finds a member by name prefix while it may not open /customer', async () => {
    expect((await get(`/customer?ids=${ids.Marie}`)).status).toBe(403);
    const { status, body } = await get('/tickets/lookup/customers?q=tr');
    expect(status).toBe(200);
    // last name Tremblay, first names Trevor and Tr%; by last then first name
    expect(names(body)).toEqual(['Trevor Lee', 'Anna Tremblay', 'Marie (Mimi) Tremblay', 'Tr% Wildcard']);
    expect(body.data[0]).toEqual({
      id: ids.Trevor,
      customerNumber: '50000002',
      firstName: 'Trevor',
      lastName: 'Lee',
      preferredName: null,
      fullName: 'Trevor Lee',
    });
    // '%' is a character, not a wildcard
    expect(names((await get('/tickets/lookup/customers?q=Tr%25')).body)).toEqual(['Tr% Wildcard']);
  });

  it('finds a member by exact customer number, and by "first last"', async () => {
    expect(names((await get('/tickets/lookup/customers?q=50000004')).body)).toEqual(['Paul Roy']);
    expect((await get('/tickets/lookup/customers?q=5000000')).body.data).toEqual([]);
    expect(names((await get('/tickets/lookup/customers?q=marie%20trem')).body)).toEqual([
      'Marie (Mimi) Tremblay',
    ]);
  });

  it('finds "last first" too, same-named members told apart by number alone', async () => {
    await t.db
      .insertInto('customers')
      .values(
        ['50000011', '50000012'].map((number, i) => ({
          customer_number: number,
          first_name: 'Ji-woo',
          last_name: 'Ahmadi',
          email: `jiwoo${i}@example.com`,
          phone: `60455501${i}0`,
          home_city: 'Toronto',
        })),
      )
      .execute();
    for (const q of ['Ji-woo Ahmadi', 'ahmadi ji-woo', 'ji ahm', 'Ahm Ji']) {
      const { status, body } = await get(`/tickets/lookup/customers?q=${encodeURIComponent(q)}`, ['SVC']);
      expect(status, q).toBe(200);
      expect(
        body.data.map((c: { customerNumber: string }) => c.customerNumber),
        q,
      ).toEqual(['50000011', '50000012']);
      // SVC and SUPPORT see names and numbers only: no e-mail, phone or city to tell them apart.
      for (const option of body.data)
        expect(Object.keys(option).sort()).toEqual([
          'customerNumber',
          'firstName',
          'fullName',
          'id',
          'lastName',
          'preferredName',
        ]);
    }
    // The picker matches names and numbers, never an e-mail or a phone.
    expect((await get('/tickets/lookup/customers?q=jiwoo0')).body.data).toEqual([]);
  });

  it('finds cars by the start of a plate word without spaces or by VIN prefix, plate and VIN only', async () => {
    const byPlate = await get('/tickets/lookup/vehicles?q=ab', ['SVC']);
    expect(byPlate.status).toBe(200);
    // Spec 9: "AB" starts the second word of "123 ABC" as it starts "ABC 123"; plate order.
    expect(byPlate.body.data).toEqual([
      { id: VIN2, vin: VIN2, plateNumber: '123 ABC' },
      { id: VIN1, vin: VIN1, plateNumber: 'ABC 123' },
      { id: VIN3, vin: VIN3, plateNumber: 'ABD 456' },
    ]);
    const vins = async (q: string) =>
      (await get(`/tickets/lookup/vehicles?q=${q}`)).body.data.map((c: { vin: string }) => c.vin);
    expect(await vins('abc1')).toEqual([VIN1]);
    expect(await vins('123')).toEqual([VIN2, VIN1]);
    expect(await vins('123%20a')).toEqual([VIN2]);
    expect(await vins('456')).toEqual([VIN3]);
    // A word's middle is no match: "BC" is inside "ABC", "23" inside "123".
    expect(await vins('bc')).toEqual([]);
    expect(await vins('23')).toEqual([]);
    expect(await vins('km8k')).toEqual([VIN2]);
  });

  it('answers at most 20 matches', async () => {
    await t.db
      .insertInto('customers')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          customer_number: `6000${String(i).padStart(4, '0')}`,
          first_name: `Zed${i}`,
          last_name: 'Zeta',
          email: `z${i}@example.com`,
        })),
      )
      .execute();
    expect((await get('/tickets/lookup/customers?q=ze')).body.data).toHaveLength(20);
  });

  it('refuses a missing, short or unexpected query, and DRIVE', async () => {
    for (const query of ['', '?q=', '?q=a', '?q=%20a%20', `?q=${'x'.repeat(101)}`, '?q=ab&vin=1']) {
      const { status, body } = await get(`/tickets/lookup/customers${query}`);
      expect(status, query).toBe(400);
      expect(body.messageKey, query).toMatch(/^validation\./);
    }
    expect((await get('/tickets/lookup/vehicles?q=ab', ['DRIVE'])).status).toBe(403);
  });

  it('lists a ticket’s members without their account status and its cars; 404 for an unknown ticket', async () => {
    const customers = await get(`/tickets/${ticketId}/customers`);
    expect(customers).toMatchObject({ status: 200 });
    expect(customers.body.data).toEqual([
      {
        id: ids.Marie,
        customerNumber: '50000001',
        firstName: 'Marie',
        lastName: 'Tremblay',
        preferredName: 'Mimi',
        fullName: 'Marie (Mimi) Tremblay',
      },
      expect.objectContaining({ id: ids.Anna }),
    ]);
    // What the links need, nothing of the account (Anna's is CLOSED).
    for (const member of customers.body.data) expect(member).not.toHaveProperty('accountStatus');
    const cars = await get(`/tickets/${ticketId}/vehicle`, ['SVC']);
    expect(cars.body.data).toEqual([
      {
        vin: VIN1,
        plateNumber: 'ABC 123',
        status: 'AVAILABLE',
        make: 'Toyota',
        model: 'Prius',
        fuelLevel: 41,
      },
      {
        vin: VIN2,
        plateNumber: '123 ABC',
        status: 'OUT_OF_SERVICE',
        make: 'Toyota',
        model: 'Prius',
        fuelLevel: 42,
      },
    ]);
    expect((await get('/tickets/999999/customers')).status).toBe(404);
    expect((await get('/tickets/999999/vehicle')).status).toBe(404);
    expect((await get(`/tickets/${ticketId}/vehicle`, ['DRIVE'])).status).toBe(403);
  });
});
