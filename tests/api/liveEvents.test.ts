import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import type { LiveEvent } from '../../src/domain/liveEvents/liveEvent.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';
import type { IdTokenClaims } from './tokens.ts';

/** docs/architecture.md, Live events: GET /api/events over a real database, per role (spec 6). */
const START = new Date('2026-03-01T08:00:00Z');
const VIN = 'JTDKARFU0LJ000371';
const MSA = { email: 'live.msa@example.com', groups: ['MSA'] };
const FLEET = { email: 'live.fleet@example.com', groups: ['FLEET'] };
const SUPPORT = { email: 'live.support@example.com', groups: ['SUPPORT'] };
const DRIVE = { email: 'live.drive@example.com', groups: ['DRIVE'] };

/** An open stream: the events it has told so far, parsed from its frames. */
interface Listening {
  events: LiveEvent[];
  text: () => string;
  stop: () => void;
}

describe.each(engines)('live events on %s', (engine) => {
  let t: TestApp;
  const clock = controlledClock(START);
  const staffIds: Record<string, number> = {};
  const streams: Listening[] = [];

  const listen = async (who: IdTokenClaims): Promise<Listening> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: t.bearer(who),
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const stream = response.stream();
    let text = '';
    const events: LiveEvent[] = [];
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
      for (const line of chunk.split('\n'))
        if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as LiveEvent);
    });
    const listening = { events, text: () => text, stop: () => stream.destroy() };
    streams.push(listening);
    await expect.poll(() => text).toContain(': open');
    return listening;
  };
  const call = async (who: IdTokenClaims, method: 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url: `/api${url}`, payload, headers: t.bearer(who) });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const ofTopic = <T extends LiveEvent['topic']>(l: Listening, topic: T) =>
    l.events.filter((e): e is Extract<LiveEvent, { topic: T }> => e.topic === topic);

  beforeAll(async () => {
    t = await createTestApp(engine, { fleetClock: clock });
    const staff = [MSA, FLEET, SUPPORT].map(({ email, groups }) => ({
      email,
      first_name: groups[0]!,
      last_name: 'Live',
      role: groups[0]!,
    }));
    for (const row of await t.db.insertInto('staffs').values(staff).returning(['id', 'email']).execute())
      staffIds[row.email] = row.id;
    await insertCars(t.db, [carRow(VIN, 'LIV 371', 1)]);
    await t.db
      .insertInto('fleet_boxes')
      .values({ vin: VIN, state_at: START, reported_at: START, active_at: START })
      .execute();
  });
  afterAll(async () => {
    for (const s of streams) s.stop();
    await t?.close();
  });

  it('refuses a caller without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
  });

  it('tells a staff member of their own notification, once it is committed, and nobody else (spec 1)', async () => {
    const [msa, fleet] = [await listen(MSA), await listen(FLEET)];
    const ticket = {
      subject: 'Live events',
      details: 'LIVE',
      categories: [12],
      customers: [],
      vehicles: [],
      staff: staffIds[FLEET.email],
      department: 'Member Services',
      source: 'Phone',
      priority: 'High',
      status: 'New',
      notes: [],
      files: [],
    };
    expect((await call(MSA, 'POST', '/tickets', ticket)).status).toBe(201);
    await expect
      .poll(() => ofTopic(fleet, 'notifications'))
      .toEqual([{ topic: 'notifications', staffId: staffIds[FLEET.email] }]);
    expect(ofTopic(msa, 'notifications')).toEqual([]);
    // A refused save (no subject) rolled back: it tells nobody.
    expect((await call(MSA, 'POST', '/tickets', { ...ticket, subject: '' })).status).toBe(400);
    expect((await call(MSA, 'POST', '/tickets', ticket)).status).toBe(201);
    await expect.poll(() => ofTopic(fleet, 'notifications').length).toBe(2);
  });

  it("tells the car's screens of a command when it is asked, sent and answered, by area (spec 4 and 6)", async () => {
    const [fleet, support, drive] = [await listen(FLEET), await listen(SUPPORT), await listen(DRIVE)];
    const sent = await call(FLEET, 'POST', `/vehicle-operations/lock/${VIN}`);
    expect(sent.status).toBe(202);
    const told = { topic: 'commands', vin: VIN, tripId: null };
    await expect.poll(() => ofTopic(fleet, 'commands')).toEqual([told]);
    // Sent after a second, answered within four more: the fleet clock brings both about.
    clock.advance(1_000);
    await expect.poll(() => ofTopic(fleet, 'commands')).toEqual([told, told]);
    clock.advance(10_000);
    await expect.poll(() => ofTopic(fleet, 'commands')).toEqual([told, told, told]);
    // The car's state changed with the answer: the dashboard's readers hear of it, once a second at most.
    await expect.poll(() => ofTopic(support, 'cars')).toContainEqual({ topic: 'cars', vins: [VIN] });
    expect(ofTopic(support, 'commands')).toEqual([]);
    expect(drive.events).toEqual([]);
  });

  it('tells nothing of a refused command (409, the car asleep)', async () => {
    const fleet = await listen(FLEET);
    clock.advance(20 * 60_000);
    expect((await call(FLEET, 'POST', `/vehicle-operations/lock/${VIN}`)).status).toBe(409);
    // The wake-up after it is told: nothing came between.
    expect((await call(FLEET, 'POST', `/vehicle-operations/wakeup/${VIN}`)).status).toBe(202);
    await expect.poll(() => ofTopic(fleet, 'commands').length).toBe(1);
  });

  it('ends the stream when the token expires, so the browser asks again with its renewed one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expiring = { ...FLEET, iat: now - 5, exp: now + 2 };
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: t.bearer(expiring),
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    const stream = response.stream();
    stream.resume();
    await new Promise<void>((resolve) => stream.on('end', resolve));
  });
});
