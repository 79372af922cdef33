import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';
import type { IdTokenClaims } from './tokens.ts';

const ANN = { email: 'ann.lee@example.com', groups: ['MSA'] };
const BOB = { email: 'bob.smith@example.com', groups: ['SUPPORT'] };

describe.each(engines)('a list’s columns follow the staff member on %s (spec 2, 9)', (engine) => {
  let t: TestApp;
  const read = async (who: IdTokenClaims, resource: string) => {
    const response = await t.app.inject({
      url: `/api/list-columns?resource=${resource}`,
      headers: t.bearer(who),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const save = async (who: IdTokenClaims, version: number | undefined, body: object) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/list-columns',
      payload: body,
      headers: { ...t.bearer(who), ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const trail = () =>
    t.db
      .selectFrom('audit_entries')
      .select(['action', 'actor_name', 'before', 'after'])
      .where('entity', '=', 'listColumns')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine);
    await t.db
      .insertInto('staffs')
      .values([
        { email: ANN.email, first_name: 'Ann', last_name: 'Lee', role: 'MSA' },
        { email: BOB.email, first_name: 'Bob', last_name: 'Smith', role: 'SUPPORT' },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  it('answers the defaults (nothing chosen, version 0), then keeps each choice from the version read, with its audit entry', async () => {
    expect(await read(ANN, 'customers')).toEqual({
      status: 200,
      body: { resource: 'customers', hidden: null, ranks: null, version: 0 },
    });
    const first = await save(ANN, 0, { resource: 'customers', hidden: ['memberSince'], ranks: [] });
    expect(first).toEqual({
      status: 200,
      body: { resource: 'customers', hidden: ['memberSince'], ranks: [], version: 1 },
    });
    const second = await save(ANN, 1, { resource: 'customers', hidden: [], ranks: [1, 0, 2] });
    expect(second.body).toEqual({ resource: 'customers', hidden: [], ranks: [1, 0, 2], version: 2 });
    expect((await read(ANN, 'customers')).body.version).toBe(2);
    // Another person's choice of the same list is their own.
    expect((await read({ ...ANN, email: BOB.email, groups: ['MSA'] }, 'customers')).body.version).toBe(0);
    expect(await trail()).toEqual([
      {
        action: 'listColumns.choose',
        actor_name: 'Ann Lee',
        before: null,
        after: { resource: 'customers', hidden: ['memberSince'], ranks: [] },
      },
      {
        action: 'listColumns.choose',
        actor_name: 'Ann Lee',
        before: { hidden: ['memberSince'], ranks: [] },
        after: { hidden: [], ranks: [1, 0, 2] },
      },
    ]);
  });

  it('refuses a save from a version moved on (412), or without If-Match (400), and changes nothing', async () => {
    const body = { resource: 'tickets', hidden: ['department'], ranks: [] };
    expect((await save(ANN, 3, body)).status).toBe(412);
    expect((await save(ANN, 0, body)).status).toBe(200);
    const again = await save(ANN, 0, { ...body, hidden: ['priority'] });
    expect(again.status).toBe(412);
    expect(again.body.messageKey).toBe('error.stale');
    expect((await save(ANN, undefined, body)).status).toBe(400);
    expect((await read(ANN, 'tickets')).body).toMatchObject({ hidden: ['department'], version: 1 });
  });

  it('refuses a bad list or column name (400)', async () => {
    expect((await save(ANN, 0, { resource: 'nowhere', hidden: [], ranks: [] })).status).toBe(400);
    expect((await save(ANN, 0, { resource: 'trips', hidden: [''], ranks: [] })).status).toBe(400);
    expect((await save(ANN, 0, { resource: 'trips', hidden: ['a\u0000b'], ranks: [] })).status).toBe(400);
    expect((await save(ANN, 0, { resource: 'trips', hidden: [], ranks: [-1] })).status).toBe(400);
    expect((await read(ANN, 'trips')).body.version).toBe(0);
  });

  it('refuses (403) to read or keep the columns of a list whose area the role may not open (spec 6)', async () => {
    const read403 = await read(BOB, 'customers');
    expect(read403.status).toBe(403);
    expect(read403.body.messageKey).toBe('auth.noAccess');
    expect((await save(BOB, 0, { resource: 'customers', hidden: [], ranks: [] })).status).toBe(403);
    expect((await read(BOB, 'tickets')).status).toBe(200);
    const bobs = await t.db
      .selectFrom('list_columns')
      .innerJoin('staffs', 'staffs.id', 'list_columns.staff_id')
      .select('list_columns.resource')
      .where('staffs.email', '=', BOB.email)
      .execute();
    expect(bobs).toEqual([]);
  });
});
