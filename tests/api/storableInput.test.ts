import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/customers/alertExpiry.ts';
import { VANCOUVER } from '../support/carRow.ts';
import { databaseSnapshots, type DatabaseSnapshot } from '../support/databaseSnapshot.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

// The keys as literals, so that a run against code without them fails rather than compares undefined.
const CHARACTERS = 'validation.characters';
const DATE_BOUNDS = 'validation.dateBounds';
const NUL = 'a\u0000b';
const LONE = 'x\ud800y';
const SUPPORT = {
  email: 'sam.support@example.com',
  first_name: 'Sam',
  last_name: 'Support',
  role: 'SUPPORT',
};

/** A day `days` after today in Vancouver, the test member's zone. */
const dayFromToday = (days: number) => {
  const [y, m, d] = todayIn('America/Vancouver').split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * Text PostgreSQL cannot hold (NUL) or that the audit trail's jsonb refuses
 * (a lone surrogate), and a date whose day end is past year 9999, answered 500 after a
 * rollback (the alert stored U+FFFD, PATCH /customer answered 200 with apiUpdateError). Each is
 * now a 400 naming the field, and nothing is written: no row, no audit entry.
 */
describe.each(engines)('no 500 on any text or date on %s', (engine) => {
  let t: TestApp;
  let snapshot: () => Promise<DatabaseSnapshot>;
  let member: string;
  let staffId: number;
  let ticket: { id: number; version: number };

  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    { body, ifMatch, groups = ['SYSADM'] }: { body?: object; ifMatch?: number; groups?: string[] } = {},
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...t.bearer({ email: SUPPORT.email, groups }),
        ...(ifMatch === undefined ? {} : { 'if-match': `"${ifMatch}"` }),
      },
      ...(body ? { payload: body } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const versionOf = async (url: string) => (await send('GET', url)).body.version as number;

  /** The request is refused with 400 naming `field` with `key`, and no table changed. */
  const refusedUnchanged = async (
    request: () => ReturnType<typeof send>,
    field: string,
    key: string = CHARACTERS,
  ) => {
    const before = await snapshot();
    const { status, body } = await request();
    expect({ status, key: body.fields?.[field] }, JSON.stringify(body)).toEqual({ status: 400, key });
    expect(await snapshot()).toEqual(before);
  };

  const ticketBody = (more: object = {}) => ({
    subject: 'Car not unlocking',
    details: 'Member stuck at the car',
    categories: [12],
    customers: [member],
    department: 'Member Services',
    priority: 'High',
    status: 'New',
    notes: [{ note: 'Called the member back' }],
    ...more,
  });

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ id: staffId } = await t.db
      .insertInto('staffs')
      .values(SUPPORT)
      .returning('id')
      .executeTakeFirstOrThrow());
    await t.db.insertInto('regions').values(VANCOUVER).execute();
    const { id } = await t.db
      .insertInto('customers')
      .values({
        customer_number: '50000001',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '6045550101',
        home_line1: '1 Main St',
        home_city: 'Vancouver',
        home_province: 'BC',
        home_postal_code: 'V6B 1A1',
        home_country: 'CA',
        billing_same: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    member = String(id);
    const created = await send('POST', '/tickets', { body: ticketBody(), groups: ['SUPPORT'] });
    expect(created.status).toBe(201);
    ticket = created.body;
    snapshot = await databaseSnapshots(t.db);
  });
  afterAll(() => t?.close());

  it('NUL in a ticket subject, details or note: 400 on POST and PUT /tickets, nothing written', async () => {
    for (const [field, body] of [
      ['subject', ticketBody({ subject: NUL })],
      ['details', ticketBody({ details: NUL })],
      ['notes.0.note', ticketBody({ notes: [{ note: NUL }] })],
    ] as const) {
      await refusedUnchanged(() => send('POST', '/tickets', { body, groups: ['SUPPORT'] }), field);
      await refusedUnchanged(
        () => send('PUT', `/tickets/${ticket.id}`, { body, ifMatch: ticket.version, groups: ['SUPPORT'] }),
        field,
      );
    }
  });

  it('a lone surrogate in a ticket: 400 on create and update, nothing written', async () => {
    const body = ticketBody({ subject: LONE });
    await refusedUnchanged(() => send('POST', '/tickets', { body, groups: ['SUPPORT'] }), 'subject');
    await refusedUnchanged(
      () => send('PUT', `/tickets/${ticket.id}`, { body, ifMatch: ticket.version, groups: ['SUPPORT'] }),
      'subject',
    );
  });

  const SECTIONS = [
    ['personal information', 'personalInformation', { firstName: LONE }, 'firstName'],
    [
      'driver licence',
      'driverLicence',
      {
        driverLicence: {
          firstName: LONE,
          lastName: 'Lovelace',
          number: 'D1234567',
          expiryDate: '2099-01-31',
          country: 'CA',
          province: 'BC',
        },
      },
      'driverLicence.firstName',
    ],
    [
      'membership',
      'membership',
      { caaMembership: { memberClubCode: LONE, memberNumber: '6202721234567890' } },
      'caaMembership.memberClubCode',
    ],
    [
      'payment information',
      'paymentInformation',
      { paymentInformation: { cardType: 'Visa', holder: LONE, expiry: '12/49' } },
      'paymentInformation.holder',
    ],
    ['school', 'school', { isStudent: true, schoolName: LONE }, 'schoolName'],
  ] as const;

  it.each(SECTIONS)(
    'a lone surrogate in the %s section: 400 on its own path and in Save all (PATCH /customer), nothing written',
    async (_name, section, body, field) => {
      const version = await versionOf(`/customer/${member}`);
      await refusedUnchanged(
        () => send('PATCH', `/customer-process/${section}/${member}`, { body, ifMatch: version }),
        field,
      );
      // Save all answered 200 with apiUpdateError [{ section, messageKey: 'error.system' }].
      await refusedUnchanged(() => send('PATCH', `/customer/${member}`, { body, ifMatch: version }), field);
    },
  );

  it('a lone surrogate in a profile note: 400, nothing written', async () => {
    await refusedUnchanged(
      () => send('POST', `/customer-process/profileNotes/${member}`, { body: { note: LONE } }),
      'note',
    );
  });

  it("a lone surrogate in a staff member's name: 400, nothing written", async () => {
    const version = await versionOf(`/staffs/${staffId}`);
    await refusedUnchanged(
      () => send('PATCH', `/staffs/${staffId}`, { body: { firstName: LONE }, ifMatch: version }),
      'firstName',
    );
  });

  it('a lone surrogate in an alert: 400, nothing written (it stored U+FFFD)', async () => {
    await refusedUnchanged(
      () =>
        send('POST', `/customer-process/alertNote/${member}`, {
          body: { message: LONE, expiryDate: dayFromToday(3) },
        }),
      'message',
    );
  });

  it('GET /tickets?to=9999-12-31 (its end is 10000-01-01): 400 validation.dateBounds, not "time zone displacement out of range"', async () => {
    const search = (query: string) => send('GET', `/tickets?${query}`, { groups: ['SUPPORT'] });
    expect(await search('to=9999-12-31')).toMatchObject({
      status: 400,
      body: { fields: { to: DATE_BOUNDS } },
    });
    expect(await search('from=1899-12-31')).toMatchObject({
      status: 400,
      body: { fields: { from: DATE_BOUNDS } },
    });
    // The last day that ends within the bounds is still searched.
    expect((await search('from=9999-12-30&to=9999-12-30')).status).toBe(200);
  });

  it("the activity log's end date and an alert's expiry past 9999-12-30: 400 validation.dateBounds, nothing written", async () => {
    await refusedUnchanged(
      () => send('GET', `/activity-log/getactivity/${member}?startDate=2026-01-01&endDate=9999-12-31`),
      'endDate',
      DATE_BOUNDS,
    );
    await refusedUnchanged(
      () =>
        send('POST', `/customer-process/alertNote/${member}`, {
          body: { message: 'Call before closing', expiryDate: '9999-12-31' },
        }),
      'expiryDate',
      DATE_BOUNDS,
    );
  });
});
