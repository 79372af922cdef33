import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledBudget } from '../support/slowness.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const AUTHOR = { email: 'alex.martin@example.com', first_name: 'Alex', last_name: 'Martin', role: 'MSA' };
const COLLEAGUE = { email: 'sam.lee@example.com', first_name: 'Sam', last_name: 'Lee', role: 'MSA' };

describe.each(engines)('profile notes on %s (spec 3 Profile note, spec 7 profileNotes)', (engine) => {
  let t: TestApp;
  let member: string;
  let other: string;
  let staffId: number;
  const as = (groups = ['MSA']) => t.bearer({ email: AUTHOR.email, groups });
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    { body, ifMatch, groups }: { body?: object; ifMatch?: number | string; groups?: string[] } = {},
  ) => {
    const response = await t.app.inject({
      method,
      url: `/api/customer-process/profileNotes/${path}`,
      headers: { ...as(groups), ...(ifMatch !== undefined ? { 'if-match': String(ifMatch) } : {}) },
      ...(body ? { payload: body } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const auditOf = (customerId: string) =>
    t.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity', '=', 'customers')
      .where('record_id', '=', customerId)
      .orderBy('id')
      .execute();
  const noteCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('profile_notes')
          .select(sql<string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ id: staffId } = await t.db
      .insertInto('staffs')
      .values(AUTHOR)
      .returning('id')
      .executeTakeFirstOrThrow());
    const rows = await t.db
      .insertInto('customers')
      .values([
        {
          customer_number: '30000001',
          first_name: 'Marie',
          last_name: 'Tremblay',
          email: 'marie@example.com',
        },
        { customer_number: '30000002', first_name: 'Paul', last_name: 'Roy', email: 'paul@example.com' },
      ])
      .returning('id')
      .execute();
    [member, other] = rows.map((row) => String(row.id));
  });
  afterAll(() => t?.close());

  it('adds a note written by the signed-in staff member, and records it under the member', async () => {
    const { status, body } = await call('POST', member, { body: { note: '  Called about a late fee.  ' } });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      customerId: Number(member),
      note: 'Called about a late fee.',
      createdBy: 'Alex Martin',
      updatedBy: null,
      version: 1,
    });
    // Stamped when it was written, not later: a minute on a quiet machine (tests/support/waits.ts).
    expect(Date.now() - Date.parse(body.createDateTime)).toBeLessThan(scaledBudget(60_000));
    const [entry] = await auditOf(member);
    expect(entry).toMatchObject({
      actor_staff_id: staffId,
      action: 'profileNote.add',
      before: null,
      after: { note: 'Called about a late fee.' },
    });
  });

  it('lists the notes newest first, paginated', async () => {
    await call('POST', member, { body: { note: 'Second note' } });
    const { status, body } = await call('GET', `${member}?count=1`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, count: 1, totalPages: 2, totalCount: 2 });
    expect(body.data.map((n: { note: string }) => n.note)).toEqual(['Second note']);
    const all = await call('GET', member);
    expect(all.body.data.map((n: { note: string }) => n.note)).toEqual([
      'Second note',
      'Called about a late fee.',
    ]);
    expect((await call('GET', other)).body).toMatchObject({ data: [], totalCount: 0 });
  });

  it('refuses a blank or too long note and an unknown member, adding nothing', async () => {
    const before = await noteCount();
    const blank = await call('POST', member, { body: { note: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ note: 'validation.required' });
    const long = await call('POST', member, { body: { note: 'x'.repeat(2_001) } });
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ note: 'validation.maxLength' });
    const unknown = await call('POST', '999999', { body: { note: 'Lost' } });
    expect(unknown.status).toBe(404);
    expect((await call('GET', '999999')).status).toBe(404);
    expect(await noteCount()).toBe(before);
  });

  it('edits a note at the version read: 400 without it, 412 when stale, each write recorded once', async () => {
    const { body: note } = await call('POST', member, { body: { note: 'Typo in hte note' } });
    const path = `${member}/${note.id}`;
    const missing = await call('PATCH', path, { body: { note: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('if-match');

    const edited = await call('PATCH', path, { body: { note: 'Typo in the note' }, ifMatch: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ note: 'Typo in the note', version: 2, updatedBy: 'Alex Martin' });

    const stale = await call('PATCH', path, { body: { note: 'Overwritten' }, ifMatch: 1 });
    expect(stale.status).toBe(412);
    expect(stale.body.messageKey).toBe('error.stale');
    const stored = await t.db
      .selectFrom('profile_notes')
      .selectAll()
      .where('id', '=', String(note.id))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ note: 'Typo in the note', version: 2 });

    const updates = (await auditOf(member)).filter((e) => e.action === 'profileNote.update');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      before: { note: 'Typo in hte note' },
      after: { note: 'Typo in the note' },
    });
  });

  it("does not reach another member's note through this member's path", async () => {
    const { body: note } = await call('POST', other, { body: { note: "Paul's note" } });
    expect((await call('PATCH', `${member}/${note.id}`, { body: { note: 'x' }, ifMatch: 1 })).status).toBe(
      404,
    );
    expect((await call('DELETE', `${member}/${note.id}`, { ifMatch: 1 })).status).toBe(404);
    expect((await call('GET', other)).body.data[0]).toMatchObject({ note: "Paul's note", version: 1 });
  });

  it('deletes a note at the version read; the record keeps what it said', async () => {
    const { body: note } = await call('POST', member, { body: { note: 'To be removed' } });
    const path = `${member}/${note.id}`;
    expect((await call('DELETE', path, { ifMatch: 7 })).status).toBe(412);
    expect((await call('DELETE', path, { ifMatch: 1 })).status).toBe(204);
    expect((await call('GET', member)).body.data.map((n: { id: number }) => n.id)).not.toContain(note.id);
    expect((await call('DELETE', path, { ifMatch: 1 })).status).toBe(404);
    const deletions = (await auditOf(member)).filter((e) => e.action === 'profileNote.delete');
    expect(deletions).toEqual([expect.objectContaining({ before: { note: 'To be removed' }, after: null })]);
  });

  it('spec 6: a note is changed or deleted by its author, SYSADM or MGMT alone; another MSA reads it', async () => {
    await t.db.insertInto('staffs').values(COLLEAGUE).execute();
    const { body: note } = await call('POST', member, { body: { note: 'Mine to change' } });
    expect(note.mayChange).toBe(true);
    const path = `${member}/${note.id}`;
    const asColleague = async (method: 'GET' | 'PATCH' | 'DELETE', url: string, groups = ['MSA']) => {
      const response = await t.app.inject({
        method,
        url: `/api/customer-process/profileNotes/${url}`,
        headers: { ...t.bearer({ email: COLLEAGUE.email, groups }), 'if-match': '1' },
        ...(method === 'PATCH' ? { payload: { note: 'Changed by a colleague' } } : {}),
      });
      return { status: response.statusCode, body: response.body ? response.json() : null };
    };
    const listed = (await asColleague('GET', member)).body.data.find((n: { id: number }) => n.id === note.id);
    expect(listed).toMatchObject({ note: 'Mine to change', mayChange: false });
    for (const method of ['PATCH', 'DELETE'] as const)
      expect(await asColleague(method, path)).toMatchObject({
        status: 403,
        body: { messageKey: 'profileNotes.errors.notAuthor' },
      });
    expect((await call('GET', member)).body.data.find((n: { id: number }) => n.id === note.id)).toMatchObject(
      {
        note: 'Mine to change',
        version: 1,
        mayChange: true,
      },
    );
    const asManager = await asColleague('PATCH', path, ['MGMT']);
    expect(asManager.status, JSON.stringify(asManager.body)).toBe(200);
    expect(asManager.body).toMatchObject({ note: 'Changed by a colleague', mayChange: true });
  });

  it('spec 6: SUPPORT may not read or write notes; FLEET may', async () => {
    const support = ['SUPPORT'];
    expect((await call('GET', member, { groups: support })).status).toBe(403);
    expect((await call('POST', member, { body: { note: 'x' }, groups: support })).status).toBe(403);
    expect(
      (await call('PATCH', `${member}/1`, { body: { note: 'x' }, ifMatch: 1, groups: support })).status,
    ).toBe(403);
    expect((await call('DELETE', `${member}/1`, { ifMatch: 1, groups: support })).status).toBe(403);
    expect((await call('GET', member, { groups: ['FLEET'] })).status).toBe(200);
  });
});
