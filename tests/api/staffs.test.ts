import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const STAFF = [
  { email: 'ann.lee@example.com', first_name: 'Ann', last_name: 'Lee', role: 'FLEET' },
  { email: 'bob.smith@example.com', first_name: 'Bob', last_name: 'Smith', role: 'MSA' },
  { email: 'anna.smithers@example.com', first_name: 'Anna', last_name: 'Smithers', role: 'SUPPORT' },
];

describe.each(engines)('staffs on %s (spec 1 Team, spec 5 validation, spec 6 roles)', (engine) => {
  let t: TestApp;
  let ids: Record<string, number>;
  const request = async (
    method: 'GET' | 'PATCH',
    url: string,
    payload?: object,
    groups = ['SYSADM'],
    ifMatch?: string,
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api/staffs${url}`,
      payload,
      headers: { ...t.bearer({ groups }), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    });
    return { status: response.statusCode, body: response.json() };
  };
  /** A save from the copy just read, as the edit page sends it. */
  const patch = async (url: string, payload: object, groups = ['SYSADM']) => {
    const current = await request('GET', url);
    return request('PATCH', url, payload, groups, `"${current.body.version ?? 1}"`);
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    const rows = await t.db.insertInto('staffs').values(STAFF).returning(['id', 'last_name']).execute();
    ids = Object.fromEntries(rows.map((row) => [row.last_name, row.id]));
  });
  afterAll(() => t?.close());

  it('lists by last name with the pagination fields; q matches the start of either name', async () => {
    const all = await request('GET', '?count=2');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, count: 2, totalCount: 3, totalPages: 2 });
    expect(all.body.data.map((s: { lastName: string }) => s.lastName)).toEqual(['Lee', 'Smith']);
    const names = async (q: string) =>
      (await request('GET', `?q=${encodeURIComponent(q)}`)).body.data.map(
        (s: { lastName: string }) => s.lastName,
      );
    expect(await names('smi')).toEqual(['Smith', 'Smithers']);
    expect(await names('ANN')).toEqual(['Lee', 'Smithers']);
    expect(await names('ann smi')).toEqual(['Smithers']);
    expect(await names('%')).toEqual([]);
  });

  it('exports the filtered team as CSV; e-mail addresses only for the roles that manage staff', async () => {
    const exported = async (groups: string[]) => {
      const response = await t.app.inject({
        url: '/api/staffs?q=smi',
        headers: { ...t.bearer({ groups }), accept: 'text/csv' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="team-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      return response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    expect(await exported(['MGMT'])).toEqual([
      'First name,Last name,E-mail,Role',
      'Bob,Smith,bob.smith@example.com,Member services (MSA)',
      'Anna,Smithers,anna.smithers@example.com,Support (SUPPORT)',
    ]);
    expect(await exported(['SUPPORT'])).toEqual([
      'First name,Last name,Role',
      'Bob,Smith,Member services (MSA)',
      'Anna,Smithers,Support (SUPPORT)',
    ]);
  });

  it('answers one staff member, 404 for an unknown id', async () => {
    const one = await request('GET', `/${ids.Lee}`);
    expect(one).toEqual({
      status: 200,
      body: {
        id: ids.Lee,
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann.lee@example.com',
        role: 'FLEET',
        version: 1,
      },
    });
    expect((await request('GET', '/999999')).status).toBe(404);
  });

  it('PATCH changes names, trims, and leaves the e-mail and the role (the IdP group) alone', async () => {
    const changed = await patch(`/${ids.Smith}`, {
      firstName: '  Robert ',
      role: 'OC',
      email: 'someone.else@example.com',
    });
    expect(changed).toEqual({
      status: 200,
      body: {
        id: ids.Smith,
        firstName: 'Robert',
        lastName: 'Smith',
        email: 'bob.smith@example.com',
        role: 'MSA',
        version: 2,
      },
    });
    expect((await request('GET', `/${ids.Smith}`)).body.firstName).toBe('Robert');
  });

  it('PATCH refuses bad input with a 400 naming each field and its message key', async () => {
    const bad = await patch(`/${ids.Lee}`, {
      firstName: null,
      lastName: 'x'.repeat(101),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.maxLength',
    });
    expect((await patch(`/${ids.Lee}`, { firstName: '   ' })).body.fields).toEqual({
      firstName: 'validation.required',
    });
    expect((await request('PATCH', '/abc', { firstName: 'Ann' }, ['SYSADM'], '"1"')).status).toBe(400);
    expect((await request('GET', `/${ids.Lee}`)).body).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'FLEET',
    });
  });

  it('PATCH from a stale copy gets 412 and changes nothing; each save leaves an audit entry (docs/architecture.md, Writes)', async () => {
    const before = (await request('GET', `/${ids.Lee}`)).body;
    const stale = `"${before.version}"`;
    expect((await request('PATCH', `/${ids.Lee}`, { lastName: 'Leigh' }, ['SYSADM'], stale)).status).toBe(
      200,
    );
    const refused = await request('PATCH', `/${ids.Lee}`, { lastName: 'Lea' }, ['SYSADM'], stale);
    expect(refused).toMatchObject({ status: 412, body: { messageKey: 'error.stale' } });
    expect((await request('GET', `/${ids.Lee}`)).body).toMatchObject({
      lastName: 'Leigh',
      version: before.version + 1,
    });
    const entries = await t.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'staffs')
      .where('record_id', '=', String(ids.Lee))
      .orderBy('id', 'desc')
      .execute();
    expect(entries[0]).toMatchObject({
      action: 'staff.update',
      before: { last_name: 'Lee' },
      after: { last_name: 'Leigh' },
    });
    expect(entries[0].actor_name).toBeTruthy();
    const missing = await request('PATCH', `/${ids.Lee}`, { lastName: 'Lea' });
    expect(missing).toMatchObject({ status: 400, body: { messageKey: expect.any(String) } });
    await patch(`/${ids.Lee}`, { lastName: 'Lee' });
  });

  it('PATCH answers 404 for an unknown id', async () => {
    const missing = await request('PATCH', '/999999', { firstName: 'Nobody' }, ['SYSADM'], '"1"');
    expect(missing.status).toBe(404);
    expect(missing.body.messageKey).toBe('error.notFound');
  });

  it('only SYSADM and MGMT (area team) may read one or change one; ticket roles still list', async () => {
    expect((await patch(`/${ids.Lee}`, { firstName: 'Ann' }, ['MGMT'])).status).toBe(200);
    expect((await request('PATCH', `/${ids.Lee}`, { firstName: 'X' }, ['SUPPORT'], '"1"')).status).toBe(403);
    expect((await request('GET', `/${ids.Lee}`, undefined, ['MSA'])).status).toBe(403);
    expect((await request('GET', '', undefined, ['SUPPORT'])).status).toBe(200);
    expect((await request('GET', '', undefined, ['DRIVE'])).status).toBe(403);
  });

  it("shows the role of the user's identity-provider group once the session is validated", async () => {
    const validate = await t.app.inject({
      method: 'GET',
      url: '/api/authentication/validate',
      headers: t.bearer({ email: 'Anna.Smithers@example.com', groups: ['drive', ' OC '] }),
    });
    expect(validate.json().userRoles).toEqual(['DRIVE', 'OC']);
    expect((await request('GET', `/${ids.Smithers}`)).body.role).toBe('DRIVE');
  });
});
