import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const FIRST = { email: 'sophie@example.com', groups: ['SUPPORT'] };
const SECOND = { email: 'omar@example.com', groups: ['SUPPORT'] };

describe.each(engines)('a 412 names who saved and when on %s', (engine) => {
  let t: TestApp;
  let ticketId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db
      .insertInto('staffs')
      .values([
        { email: FIRST.email, first_name: 'Sophie', last_name: 'Tremblay', role: 'SUPPORT' },
        { email: SECOND.email, first_name: 'Omar', last_name: 'Haddad', role: 'SUPPORT' },
      ])
      .execute();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: t.bearer(FIRST),
      payload: { subject: 'Scratch', categories: [3], department: 'Billing', priority: 'Low', status: 'New' },
    });
    expect(created.statusCode, created.body).toBe(201);
    ticketId = created.json().id;
  });
  afterAll(() => t?.close());

  const save = (user: typeof FIRST, version: number, subject: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/tickets/${ticketId}`,
      headers: { ...t.bearer(user), 'if-match': String(version) },
      payload: { subject, categories: [3], department: 'Billing', priority: 'Low', status: 'New' },
    });

  it('the second save from the same copy is refused with the first saver’s name and time', async () => {
    const read = await t.app.inject({ url: `/api/tickets/${ticketId}`, headers: t.bearer(FIRST) });
    const { version } = read.json();
    const before = Date.now();
    expect((await save(SECOND, version, 'Scratch, by Omar')).statusCode).toBe(200);
    const stale = await save(FIRST, version, 'Scratch, by Sophie');
    expect(stale.statusCode).toBe(412);
    const body = stale.json();
    expect(body).toMatchObject({ messageKey: 'error.stale', savedBy: { name: 'Omar Haddad' } });
    expect(Date.parse(body.savedBy.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.savedBy.at)).toBeLessThanOrEqual(Date.now());
  });

  it('a staff rename from an older copy names the colleague who renamed first', async () => {
    const { id, version } = await t.db
      .selectFrom('staffs')
      .select(['id', 'version'])
      .where('email', '=', FIRST.email)
      .executeTakeFirstOrThrow();
    const rename = (firstName: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/staffs/${id}`,
        headers: {
          ...t.bearer({ email: 'sysadm@example.com', groups: ['SYSADM'] }),
          'if-match': String(version),
        },
        payload: { firstName },
      });
    expect((await rename('Sophia')).statusCode).toBe(200);
    const stale = await rename('Sofia');
    expect(stale.statusCode).toBe(412);
    expect(stale.json().savedBy).toEqual({ name: expect.any(String), at: expect.any(String) });
  });
});
