import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketSaveInput } from '../../src/domain/tickets/ticketSave.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const VIN = 'JTDBCMFE0NJ000001';
const SUPPORT = {
  email: 'sam.support@example.com',
  first_name: 'Sam',
  last_name: 'Support',
  role: 'SUPPORT',
};

describe.each(engines)('ticket save on %s (spec 4, spec 5 Ticket, spec 7)', (engine) => {
  let t: TestApp;
  let staffId: number;
  let member: string;
  let fileId: number;
  const file = () => ({
    id: fileId,
    fileName: 'receipt.pdf',
    fileLocation: 'tickets/receipt-1.pdf',
    fileDescription: '',
  });

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    path: string,
    { body, ifMatch, groups = ['SUPPORT'] }: { body?: object; ifMatch?: number; groups?: string[] } = {},
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api/tickets${path}`,
      headers: {
        ...t.bearer({ email: SUPPORT.email, groups }),
        ...(ifMatch !== undefined ? { 'if-match': `"${ifMatch}"` } : {}),
      },
      ...(body ? { payload: body } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };

  const valid = (more: Partial<TicketSaveInput> = {}): TicketSaveInput => ({
    subject: 'Car not unlocking',
    details: 'Member stuck at the car',
    // one Member Services value and one Fleet value
    categories: [12, 60],
    customers: [member],
    vehicles: [VIN],
    staff: staffId,
    department: 'Member Services',
    source: 'Phone',
    priority: 'High',
    status: 'New',
    notes: [{ note: 'Called the member back' }],
    files: [file()],
    ...more,
  });

  const counts = async () => {
    const count = (table: 'tickets' | 'ticket_notes' | 'ticket_categories' | 'audit_entries') =>
      t.db
        .selectFrom(table)
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    return {
      tickets: await count('tickets'),
      notes: await count('ticket_notes'),
      categories: await count('ticket_categories'),
      audit: await count('audit_entries'),
    };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ id: staffId } = await t.db
      .insertInto('staffs')
      .values(SUPPORT)
      .returning('id')
      .executeTakeFirstOrThrow());
    await insertCars(t.db, [carRow(VIN, 'ABC 123', 1)]);
    const { id } = await t.db
      .insertInto('customers')
      .values({
        customer_number: '40000001',
        first_name: 'Marie',
        last_name: 'Tremblay',
        email: 'm@example.com',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    member = String(id);
    ({ id: fileId } = await t.db
      .insertInto('files')
      .values({
        file_name: 'receipt.pdf',
        file_location: 'tickets/receipt-1.pdf',
        content_type: 'application/pdf',
        size_bytes: 2048,
        uploaded_by_staff_id: staffId,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => t?.close());

  it('creates a ticket with two categories from both groups, a member, a car, a note and a file', async () => {
    const { status, body } = await call('POST', '', { body: valid() });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      subject: 'Car not unlocking',
      details: 'Member stuck at the car',
      categories: [12, 60],
      customers: [{ id: Number(member), fullName: 'Marie Tremblay' }],
      vehicles: [{ vin: VIN, plateNumber: 'ABC 123' }],
      staff: { id: staffId, fullName: 'Sam Support', role: 'SUPPORT' },
      status: 'New',
      notes: [
        {
          note: 'Called the member back',
          createdBy: { id: staffId, firstName: 'Sam', lastName: 'Support', role: 'SUPPORT' },
        },
      ],
      files: [file()],
      createdBy: SUPPORT.email,
      updateDateTime: null,
      version: 1,
    });
    expect(await call('GET', `/${body.id}`)).toMatchObject({
      status: 200,
      body: { id: body.id, version: 1 },
    });
    const entry = await t.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'tickets')
      .where('record_id', '=', String(body.id))
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      actor_staff_id: staffId,
      action: 'ticket.add',
      before: null,
      after: {
        subject: 'Car not unlocking',
        categories: [12, 60],
        customers: [member],
        vehicles: [VIN],
        files: [{ id: fileId, fileDescription: '' }],
        notesAdded: ['Called the member back'],
      },
    });
  });

  it('updates at the version read: links replaced as sets, new notes added, one audit entry', async () => {
    const { body: created } = await call('POST', '', { body: valid() });
    const { status, body } = await call('PUT', `/${created.id}`, {
      ifMatch: created.version,
      body: valid({
        subject: 'Car not unlocking after update',
        categories: [60, 61],
        customers: [],
        notes: [{ note: 'Sent a technician' }],
        files: [{ ...file(), fileDescription: 'Tow receipt' }],
        status: 'In Progress',
      }),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      subject: 'Car not unlocking after update',
      categories: [60, 61],
      customers: [],
      vehicles: [{ vin: VIN }],
      status: 'In Progress',
      files: [{ id: fileId, fileDescription: 'Tow receipt' }],
      updatedBy: SUPPORT.email,
      version: created.version + 1,
    });
    expect(body.notes.map((n: { note: string }) => n.note)).toEqual([
      'Sent a technician',
      'Called the member back',
    ]);
    const entries = await t.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'tickets')
      .where('record_id', '=', String(created.id))
      .where('action', '=', 'ticket.update')
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0].before).toMatchObject({
      subject: 'Car not unlocking',
      status: 'New',
      categories: [12, 60],
      customers: [member],
      files: [{ id: fileId, fileDescription: '' }],
    });
    expect(entries[0].after).toMatchObject({
      subject: 'Car not unlocking after update',
      status: 'In Progress',
      categories: [60, 61],
      customers: [],
      notesAdded: ['Sent a technician'],
    });
    expect(entries[0].before).not.toHaveProperty('vehicles');
  });

  it('spec 4: a closed ticket can be re-opened (PATCH, the web app’s verb, as well as PUT)', async () => {
    const { body: created } = await call('POST', '', { body: valid() });
    const closed = await call('PUT', `/${created.id}`, {
      ifMatch: created.version,
      body: valid({ status: 'Closed', notes: [] }),
    });
    expect(closed).toMatchObject({ status: 200, body: { status: 'Closed' } });
    const reopened = await call('PATCH', `/${created.id}`, {
      ifMatch: closed.body.version,
      body: valid({ status: 'In Progress', notes: [] }),
    });
    expect(reopened).toMatchObject({
      status: 200,
      body: { status: 'In Progress', version: created.version + 2 },
    });
  });

  it('a stale If-Match gets 412 error.stale and changes nothing; none gets 400', async () => {
    const { body: created } = await call('POST', '', { body: valid() });
    const first = await call('PUT', `/${created.id}`, {
      ifMatch: created.version,
      body: valid({ subject: 'First save', notes: [] }),
    });
    expect(first.status).toBe(200);
    const before = await counts();
    const stale = await call('PUT', `/${created.id}`, {
      ifMatch: created.version,
      body: valid({ subject: 'Second save', categories: [1], notes: [{ note: 'Lost?' }] }),
    });
    expect(stale.status).toBe(412);
    expect(stale.body.messageKey).toBe('error.stale');
    const missing = await call('PUT', `/${created.id}`, { body: valid({ subject: 'No version' }) });
    expect(missing.status).toBe(400);
    expect(missing.body.messageKey).toBe('error.versionRequired');
    expect(missing.body.fields).toHaveProperty('if-match');
    expect(await counts()).toEqual(before);
    expect((await call('GET', `/${created.id}`)).body).toMatchObject({
      subject: 'First save',
      categories: [12, 60],
      version: first.body.version,
    });
  });

  it('two saves from the same copy at once, one passes and the other gets 412', async () => {
    const { body: created } = await call('POST', '', { body: valid() });
    const saves = await Promise.all(
      ['Saved by one', 'Saved by the other'].map((subject) =>
        call('PUT', `/${created.id}`, { ifMatch: created.version, body: valid({ subject, notes: [] }) }),
      ),
    );
    expect(saves.map((s) => s.status).sort()).toEqual([200, 412]);
    const winner = saves.find((s) => s.status === 200)!.body;
    expect((await call('GET', `/${created.id}`)).body).toMatchObject({
      subject: winner.subject,
      version: created.version + 1,
    });
  });

  it('an unknown ticket gets 404', async () => {
    const { status } = await call('PUT', '/999999', { ifMatch: 1, body: valid() });
    expect(status).toBe(404);
  });

  it('unknown members, cars, staff or files get 400 with their fields, writing nothing', async () => {
    const before = await counts();
    const { status, body } = await call('POST', '', {
      body: valid({
        customers: [member, '999999999'],
        vehicles: ['ZZZZZZZZZZZZZZZZZ'],
        staff: 999999,
        files: [{ ...file(), id: 999999 }],
      }),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      messageKey: 'ticket.missingFields',
      fields: {
        'customers.1': 'ticketApi.unknownCustomer',
        'vehicles.0': 'ticketApi.unknownVehicle',
        staff: 'ticketApi.unknownStaff',
        'files.0': 'ticketApi.unknownFile',
      },
    });
    expect(body.fields).not.toHaveProperty('customers.0');
    // A real file id with a location it never had is not that file.
    const forged = await call('POST', '', {
      body: valid({ files: [{ ...file(), fileLocation: 'elsewhere.pdf' }] }),
    });
    expect(forged.body.fields).toEqual({ 'files.0': 'ticketApi.unknownFile' });
    expect(await counts()).toEqual(before);
  });

  it('spec 8: a schema refusal answers ticket.missingFields with each field’s own key', async () => {
    const before = await counts();
    const { status, body } = await call('POST', '', {
      body: { ...valid({ categories: [], notes: [{ note: '  ' }] }), subject: undefined },
    });
    expect(status).toBe(400);
    expect(body.messageKey).toBe('ticket.missingFields');
    expect(body.fields).toEqual({
      subject: 'validation.required',
      categories: 'ticket.categoriesRequired',
      'notes.0.note': 'ticket.noteBlank',
    });
    expect(await counts()).toEqual(before);
  });

  it('spec 6: SUPPORT and SVC may save a ticket, DRIVE may not', async () => {
    expect((await call('POST', '', { body: valid(), groups: ['SVC'] })).status).toBe(201);
    const before = await counts();
    const refused = await call('POST', '', { body: valid(), groups: ['DRIVE'] });
    expect(refused.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
