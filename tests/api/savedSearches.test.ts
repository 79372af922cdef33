import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_PER_LIST_MAX } from '../../src/domain/savedSearches/savedSearch.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';
import type { IdTokenClaims } from './tokens.ts';

const ANN = { email: 'ann.lee@example.com', groups: ['MSA'] };
const BOB = { email: 'bob.smith@example.com', groups: ['SUPPORT'] };

const VALUE = {
  filter: { status: ['New'], q: 'brakes' },
  sort: { field: 'createDateTime', order: 'DESC' },
  perPage: 25,
  displayedFilters: { q: true },
};

describe.each(engines)('saved searches follow the staff member on %s', (engine) => {
  let t: TestApp;
  const call = async (
    who: IdTokenClaims,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api/saved-searches${url}`,
      payload,
      headers: t.bearer(who),
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };
  const save = (who: IdTokenClaims, label: string, more: object = {}) =>
    call(who, 'POST', '', { resource: 'tickets', label, value: VALUE, ...more });
  const labels = async (who: IdTokenClaims, resource = 'tickets') =>
    (await call(who, 'GET', `?resource=${resource}`)).body.map((s: { label: string }) => s.label);

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

  it('saves a search for its owner only, listed by name, the value as it was sent', async () => {
    const saved = await save(ANN, 'Open brakes');
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ resource: 'tickets', label: 'Open brakes', value: VALUE });
    expect(saved.body.id).toMatch(/^\d+$/);
    expect((await save(ANN, 'Also mine')).status).toBe(201);
    expect((await save(BOB, 'Bob’s')).status).toBe(201);

    expect(await labels(ANN)).toEqual(['Also mine', 'Open brakes']);
    expect(await labels(BOB)).toEqual(['Bob’s']);
    expect(await labels(ANN, 'customers')).toEqual([]);
    const [first] = (await call(ANN, 'GET', '?resource=tickets')).body;
    expect(first.value).toEqual(VALUE);
  });

  it('deletes one of mine with its audit entry; another person’s, or a missing one, answers 404', async () => {
    const bobs = (await save(BOB, 'Bob keeps this')).body;
    const anns = (await save(ANN, 'Ann drops this')).body;
    const stolen = await call(ANN, 'DELETE', `/${bobs.id}`);
    expect(stolen.status).toBe(404);
    expect(stolen.body.messageKey).toBe('error.notFound');
    expect(await labels(BOB)).toContain('Bob keeps this');

    expect((await call(ANN, 'DELETE', `/${anns.id}`)).status).toBe(204);
    expect(await labels(ANN)).not.toContain('Ann drops this');
    expect((await call(ANN, 'DELETE', `/${anns.id}`)).status).toBe(404);

    const trail = await t.db
      .selectFrom('audit_entries')
      .select(['action', 'actor_name', 'before', 'after'])
      .where('entity', '=', 'savedSearches')
      .where('record_id', '=', anns.id)
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      {
        action: 'savedSearch.add',
        actor_name: 'Ann Lee',
        before: null,
        after: { resource: 'tickets', label: 'Ann drops this', value: VALUE },
      },
      {
        action: 'savedSearch.delete',
        actor_name: 'Ann Lee',
        before: { resource: 'tickets', label: 'Ann drops this', value: VALUE },
        after: null,
      },
    ]);
  });

  it('refuses a name already used for the list, whatever its case, with a translated key (409)', async () => {
    expect((await save(ANN, 'Weekend')).status).toBe(201);
    const again = await save(ANN, '  WEEKEND ');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      messageKey: 'savedSearches.labelTaken',
      fields: { label: 'savedSearches.labelTaken' },
    });
    // Another list, or another person, may use the name.
    expect((await save(ANN, 'Weekend', { resource: 'customers' })).status).toBe(201);
    expect((await save(BOB, 'weekend')).status).toBe(201);
  });

  it('refuses a bad name, list or value (400) and writes nothing', async () => {
    const refused = async (more: object) => {
      const answer = await save(ANN, 'Refused', more);
      expect(answer.status, JSON.stringify(more)).toBe(400);
      return answer.body;
    };
    expect((await refused({ label: '   ' })).fields).toEqual({ label: 'validation.required' });
    expect((await refused({ label: 'x'.repeat(61) })).fields).toEqual({ label: 'validation.maxLength' });
    expect((await refused({ resource: 'nowhere' })).fields).toEqual({ resource: 'validation.invalid' });
    await refused({ value: { ...VALUE, perPage: 5_000 } });
    await refused({ value: { ...VALUE, sort: { field: 'id', order: 'SIDEWAYS' } } });
    await refused({ value: { ...VALUE, filter: { q: { nested: 'object' } } } });
    await refused({ value: { ...VALUE, filter: { q: 'a\u0000b' } } });
    const big = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'.repeat(400)]));
    await refused({ value: { ...VALUE, filter: big } });
    await refused({ value: 'not a query' });
    expect(await labels(ANN)).not.toContain('Refused');
    // A resource is required to list.
    expect((await call(ANN, 'GET', '')).status).toBe(400);
  });

  it(`keeps at most ${SAVED_SEARCHES_PER_LIST_MAX} searches of one list a person (409 beyond)`, async () => {
    const who = { email: 'cat.roy@example.com', groups: ['OC'] };
    await t.db
      .insertInto('staffs')
      .values({ email: who.email, first_name: 'Cat', last_name: 'Roy', role: 'OC' })
      .execute();
    for (let i = 0; i < SAVED_SEARCHES_PER_LIST_MAX; i += 1)
      expect((await save(who, `Search ${i}`)).status).toBe(201);
    const over = await save(who, 'One too many');
    expect(over.status).toBe(409);
    expect(over.body.messageKey).toBe('savedSearches.tooMany');
  });

  it('refuses (403) to save or read a search of a list whose area the role may not open, and writes nothing (spec 6)', async () => {
    // SUPPORT opens tickets, not members: no member search, whatever is sent.
    const refused = await save(BOB, 'Members in Laval', { resource: 'customers' });
    expect(refused.status).toBe(403);
    expect(refused.body.messageKey).toBe('auth.noAccess');
    expect((await call(BOB, 'GET', '?resource=customers')).status).toBe(403);
    expect((await call(BOB, 'GET', '?resource=promotions')).status).toBe(403);
    const kept = await t.db
      .selectFrom('saved_searches')
      .select('label')
      .where('resource', '=', 'customers')
      .execute();
    expect(kept.map((row) => row.label)).not.toContain('Members in Laval');
    // A list the role opens, and one's own search of it, stay as they were.
    expect((await call(BOB, 'GET', '?resource=tickets')).status).toBe(200);
    const anns = (await save(ANN, 'Members in Laval', { resource: 'customers' })).body;
    expect(anns.resource).toBe('customers');
  });

  it('answers 404 to a signed-in user without a staff record, 401 without a token', async () => {
    const stranger = await call({ email: 'nobody@example.com', groups: ['MSA'] }, 'GET', '?resource=tickets');
    expect(stranger.status).toBe(404);
    expect(stranger.body.messageKey).toBe('error.staffNotFound');
    const anonymous = await t.app.inject({ url: '/api/saved-searches?resource=tickets' });
    expect(anonymous.statusCode).toBe(401);
  });
});
