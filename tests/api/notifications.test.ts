import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { todayIn } from '../../src/domain/customers/alertExpiry.ts';
import type { Notification } from '../../src/domain/notifications/notification.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { multipartBody } from '../support/multipartBody.ts';
import { MONTREAL } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';
import type { IdTokenClaims } from './tokens.ts';

const MSA = { email: 'e2e-note.msa@example.com', groups: ['MSA'] };
const FLEET = { email: 'e2e-note.fleet@example.com', groups: ['FLEET'] };
const DRIVE = { email: 'e2e-note.drive@example.com', groups: ['DRIVE'] };
const STAFF = [
  { email: MSA.email, first_name: 'Nora', last_name: 'Tremblay', role: 'MSA' },
  { email: FLEET.email, first_name: 'Felix', last_name: 'Ouellet', role: 'FLEET' },
  { email: DRIVE.email, first_name: 'Dara', last_name: 'Singh', role: 'DRIVE' },
];
const DAY = 24 * 3600_000;
const FAULTY_VIN = 'JTDKARFU0LJ128001';
const PROMO_COLUMNS =
  'reference,promoCode,status,type,subChannel,regions,numberOfUses,freeMinutes,startDate,expiryDate';

describe.each(engines)('notifications on %s', (engine) => {
  let t: TestApp;
  const clock = controlledClock(new Date());
  const ids: Record<string, number> = {};

  const call = async (
    who: IdTokenClaims,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    { payload, ifMatch }: { payload?: object; ifMatch?: number } = {},
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api${url}`,
      payload,
      headers: { ...t.bearer(who), ...(ifMatch !== undefined ? { 'if-match': `"${ifMatch}"` } : {}) },
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const list = async (who: IdTokenClaims) => {
    const answer = await call(who, 'GET', '/notifications?count=100');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { data: Notification[]; unreadCount: number; unreadCapped: boolean };
  };
  const ofKind = async (who: IdTokenClaims, kind: Notification['kind']) =>
    (await list(who)).data.filter((n) => n.kind === kind);
  const ticket = (staff: number | null, subject: string) => ({
    subject,
    details: 'E2E-NOTE',
    categories: [12],
    customers: [],
    vehicles: [],
    staff,
    department: 'Member Services',
    source: 'Phone',
    priority: 'High',
    status: 'New',
    notes: [],
    files: [],
  });

  beforeAll(async () => {
    t = await createTestApp(engine, { fleetClock: clock });
    for (const row of await t.db.insertInto('staffs').values(STAFF).returning(['id', 'email']).execute())
      ids[row.email] = row.id;
    await insertCars(t.db, [carRow(FAULTY_VIN, 'NTE 128', 1)]);
    await t.db.insertInto('regions').values(MONTREAL).execute();
    const at = clock.now();
    await t.db
      .insertInto('fleet_boxes')
      .values({ vin: FAULTY_VIN, state_at: at, reported_at: at, active_at: at, failing_tests: ['lock'] })
      .execute();
  });
  afterAll(() => t?.close());

  it('tells the assignee of a ticket, not the one who assigned it, and nobody of a self-assignment', async () => {
    const created = await call(MSA, 'POST', '/tickets', {
      payload: ticket(ids[FLEET.email]!, 'E2E-NOTE brakes'),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [told] = await ofKind(FLEET, 'ticketAssigned');
    expect(told).toMatchObject({
      reference: String(created.body.id),
      params: { ticketId: created.body.id, subject: 'E2E-NOTE brakes', assignedBy: 'Nora Tremblay' },
      readAt: null,
      version: 1,
    });
    // One staff member never sees another's.
    expect(await ofKind(MSA, 'ticketAssigned')).toEqual([]);
    const mine = await call(MSA, 'POST', '/tickets', { payload: ticket(ids[MSA.email]!, 'E2E-NOTE mine') });
    expect(mine.status).toBe(201);
    expect(await ofKind(MSA, 'ticketAssigned')).toEqual([]);

    // A save that changes the assignee tells the new one; a save that keeps it tells nobody again.
    const fetched = await call(MSA, 'GET', `/tickets/${mine.body.id}`);
    const moved = await call(MSA, 'PUT', `/tickets/${mine.body.id}`, {
      payload: ticket(ids[FLEET.email]!, 'E2E-NOTE moved'),
      ifMatch: fetched.body.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await ofKind(FLEET, 'ticketAssigned')).map((n) => n.params.subject)).toEqual([
      'E2E-NOTE moved',
      'E2E-NOTE brakes',
    ]);
  });

  it('marks one read (versioned, audited), refuses a stale copy (412) and another’s (404)', async () => {
    const before = await list(FLEET);
    const [newest] = before.data;
    const stranger = await call(MSA, 'POST', `/notifications/${newest!.id}/read`, {
      ifMatch: newest!.version,
    });
    expect(stranger.status).toBe(404);
    const marked = await call(FLEET, 'POST', `/notifications/${newest!.id}/read`, {
      ifMatch: newest!.version,
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body).toMatchObject({ id: newest!.id, version: newest!.version + 1 });
    expect(marked.body.readAt).not.toBeNull();
    expect((await list(FLEET)).unreadCount).toBe(before.unreadCount - 1);
    const stale = await call(FLEET, 'POST', `/notifications/${newest!.id}/read`, {
      ifMatch: newest!.version,
    });
    expect(stale.status).toBe(412);
    const trail = await t.db
      .selectFrom('audit_entries')
      .select(['action', 'actor_staff_id'])
      .where('entity', '=', 'notifications')
      .where('record_id', '=', newest!.id)
      .execute();
    expect(trail).toEqual([{ action: 'notification.read', actor_staff_id: ids[FLEET.email] }]);
  });

  it('tells the sender of a command that fails, once the failure is seen', async () => {
    await call(FLEET, 'POST', `/vehicle-operations/wakeup/${FAULTY_VIN}`);
    clock.advance(30_000);
    const sent = await call(FLEET, 'POST', `/vehicle-operations/lock/${FAULTY_VIN}`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    clock.advance(30_000);
    const [failed] = await ofKind(FLEET, 'commandFailed');
    expect(failed).toMatchObject({
      reference: sent.body.id,
      params: { command: 'lock', vin: FAULTY_VIN, plate: 'NTE 128', outcome: 'failed' },
    });
  });

  it('tells the importer their import finished, and an import whose heartbeat aged was interrupted, once', async () => {
    const csv = [
      PROMO_COLUMNS,
      `N-1,NOTEIMP1,ACTIVE,Non-join code,Digital,Montreal,10,30,2030-01-01,2030-06-30`,
    ].join('\r\n');
    const { payload, contentType } = multipartBody([
      { field: 'file', fileName: 'e2e-note.csv', contentType: 'text/csv', bytes: csv },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?kind=csv',
      headers: { ...t.bearer({ email: MSA.email, groups: ['MGMT'] }), 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const started = await call({ email: MSA.email, groups: ['MGMT'] }, 'POST', '/promotions-massimport', {
      payload: { fileLocation: uploaded.json().fileLocation, dryRun: false },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    await Promise.all([...t.app.importRuns]);
    const [finished] = await ofKind(MSA, 'importFinished');
    expect(finished).toMatchObject({
      reference: started.body.id,
      params: { fileName: 'e2e-note.csv', success: 1, failed: 0 },
    });

    const { id } = await t.db
      .insertInto('mass_imports')
      .values({
        type: 'createPromoCode',
        status: 'inProgress',
        file_name: 'stopped.csv',
        staff_id: ids[MSA.email]!,
        staff_name: 'Nora Tremblay',
        heartbeat_at: new Date(Date.now() - 5 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await list(MSA);
    const interrupted = await ofKind(MSA, 'importInterrupted');
    expect(interrupted).toMatchObject([{ reference: String(id), params: { fileName: 'stopped.csv' } }]);
  });

  it('tells who set a member’s alert that it expires today, once, and marks all read', async () => {
    const [member] = await t.db
      .insertInto('customers')
      .values({
        customer_number: '12800001',
        first_name: 'Maya',
        last_name: 'E2E-NOTE',
        email: 'e2e-note.member@example.com',
        home_city: 'Montréal',
        home_province: 'QC',
      })
      .returning('id')
      .execute();
    const zone = (await call(MSA, 'GET', `/customer-process/alertNote/${member!.id}`)).body.timeZone;
    // An alert is set for a day to come (spec 5): tomorrow's, seen tomorrow, a day on the fleet's clock.
    const tomorrow = todayIn(zone, new Date(Date.now() + DAY));
    const added = await call(MSA, 'POST', `/customer-process/alertNote/${member!.id}`, {
      payload: { message: 'Call back', expiryDate: tomorrow },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(await ofKind(MSA, 'alertExpiring')).toEqual([]);
    clock.set(new Date(Date.now() + DAY));
    await list(MSA);
    expect(await ofKind(MSA, 'alertExpiring')).toMatchObject([
      { reference: String(member!.id), params: { memberName: 'Maya E2E-NOTE', expiryDate: tomorrow } },
    ]);
    expect(await ofKind(FLEET, 'alertExpiring')).toEqual([]);

    const all = await call(MSA, 'POST', '/notifications/read');
    expect(all.status).toBe(200);
    expect(all.body.marked).toBeGreaterThanOrEqual(3);
    expect((await list(MSA)).unreadCount).toBe(0);
    expect((await call(MSA, 'POST', '/notifications/read')).body).toEqual({ marked: 0 });
  });

  it('is no area of DRIVE (403)', async () => {
    expect((await call(DRIVE, 'GET', '/notifications')).status).toBe(403);
    expect((await call(DRIVE, 'POST', '/notifications/read')).status).toBe(403);
  });
});
