import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const AUTHOR = { email: 'sam.lee@example.com', first_name: 'Sam', last_name: 'Lee', role: 'MSA' };
const DAY_MS = 86_400_000;
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

describe.each(engines)(
  'activity log on %s (spec 5 Activity log, spec 7 /activity-log/getactivity/{id})',
  (engine) => {
    let t: TestApp;
    let member: string;
    const headers = (groups = ['MSA']) => t.bearer({ email: AUTHOR.email, groups });
    const activity = async (query: string, groups?: string[], id = member) => {
      const response = await t.app.inject({
        url: `/api/activity-log/getactivity/${id}?${query}`,
        headers: headers(groups),
      });
      return { status: response.statusCode, body: response.json() };
    };
    const notes = (method: 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object, ifMatch?: number) =>
      t.app.inject({
        method,
        url: `/api/customer-process/profileNotes/${path}`,
        headers: { ...headers(), ...(ifMatch ? { 'if-match': String(ifMatch) } : {}) },
        ...(payload ? { payload } : {}),
      });

    beforeAll(async () => {
      t = await createTestApp(engine);
      await t.db.insertInto('staffs').values(AUTHOR).execute();
      ({ id: member } = await t.db
        .insertInto('customers')
        .values({
          customer_number: '40000001',
          first_name: 'Léa',
          last_name: 'Roy',
          email: 'lea@example.com',
        })
        .returning('id')
        .executeTakeFirstOrThrow());
      member = String(member);
      const added = (await notes('POST', member, { note: 'First words' })).json();
      await notes('PATCH', `${member}/${added.id}`, { note: 'Second words' }, 1);
      await notes('DELETE', `${member}/${added.id}`, undefined, 2);
    });
    afterAll(() => t?.close());

    it('shows every change made to the member between the dates, newest first: who, what, from what, to what', async () => {
      const { status, body } = await activity(`startDate=${utcDay(-1)}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ page: 1, count: 25, totalCount: 3, totalPages: 1 });
      expect(
        body.data.map(({ actorName, action, changes }: Record<string, unknown>) => ({
          actorName,
          action,
          changes,
        })),
      ).toEqual([
        {
          actorName: 'Sam Lee',
          action: 'profileNote.delete',
          changes: [{ field: 'note', from: 'Second words', to: null }],
        },
        {
          actorName: 'Sam Lee',
          action: 'profileNote.update',
          changes: [{ field: 'note', from: 'First words', to: 'Second words' }],
        },
        {
          actorName: 'Sam Lee',
          action: 'profileNote.add',
          changes: [{ field: 'note', from: null, to: 'First words' }],
        },
      ]);
      const times = body.data.map((entry: { at: string }) => Date.parse(entry.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('keeps to the days asked, and pages through them', async () => {
      const yesterday = utcDay(-1);
      expect((await activity(`startDate=${yesterday}&endDate=${yesterday}`)).body).toMatchObject({
        data: [],
        totalCount: 0,
      });
      const firstPage = (await activity(`startDate=${yesterday}&endDate=${utcDay(0)}&count=2`)).body;
      expect(firstPage).toMatchObject({ count: 2, totalCount: 3, totalPages: 2 });
      expect(firstPage.data).toHaveLength(2);
      const secondPage = (await activity(`startDate=${yesterday}&count=2&page=2`)).body;
      expect(secondPage.data.map((e: { action: string }) => e.action)).toEqual(['profileNote.add']);
    });

    it('spec 5: the start date is required and may not be in the future (README departure)', async () => {
      const missing = await activity('');
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toMatchObject({ startDate: 'validation.required' });
      const future = await activity(`startDate=${utcDay(2)}`);
      expect(future.status).toBe(400);
      expect(future.body.fields).toMatchObject({ startDate: 'validation.startNotFuture' });
      expect((await activity('startDate=2026-02-30')).status).toBe(400);
    });

    it('spec 5: the end date may not be before the start date', async () => {
      const { status, body } = await activity(`startDate=${utcDay(-1)}&endDate=${utcDay(-3)}`);
      expect(status).toBe(400);
      expect(body.fields).toMatchObject({ endDate: 'validation.dateRange' });
    });

    it('answers 404 for an unknown member, and follows the role table (SUPPORT 403)', async () => {
      expect((await activity(`startDate=${utcDay(-1)}`, undefined, '999999')).status).toBe(404);
      expect((await activity(`startDate=${utcDay(-1)}`, ['SUPPORT'])).status).toBe(403);
      expect((await activity(`startDate=${utcDay(-1)}`, ['SVC'])).status).toBe(403);
      expect((await activity(`startDate=${utcDay(-1)}`, ['OC'])).status).toBe(200);
    });
  },
);
