import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { insertMembers, insertTrip, MONTREAL } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const CAR = carRow('JTDKARFU0LJ300001', 'ABC 301', 1);
const IDLE_CAR = carRow('JTDKARFU0LJ300002', 'ABC 302', 2);

describe.each(engines)('the parking-ticket look-up on %s (spec 2 /parking-ticket)', (engine) => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  /** A ticket at a wall-clock time in Montreal, the car's city, as support@ looks it up. */
  const lookUp = async (vehicle: string, date: string, groups = ['SUPPORT'], slash = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/internal/trip/completed/${date}/vehicle/${encodeURIComponent(vehicle)}${slash}`,
      headers: t.bearer({ groups }),
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    // The fleet's clock stands a day after the trips: "now" for the future-time refusal.
    t = await createTestApp(engine, { fleetClock: controlledClock(new Date('2026-11-21T17:00:00Z')) });
    await insertCars(t.db, [CAR, IDLE_CAR], MONTREAL);
    const [elise, omar] = await insertMembers(t.db, [
      { customer_number: '700001', first_name: 'Élise', last_name: 'Gagnon', email: 'e@example.com' },
      { customer_number: '700002', first_name: 'Omar', last_name: 'Haddad', email: 'o@example.com' },
    ]);
    // 9:00–10:00 and 14:00–15:00 Montreal time (EST, UTC-5) on 20 November.
    ids.morning = await insertTrip(t.db, {
      customer_id: elise!,
      vin: CAR.vin,
      start_at: '2026-11-20T14:00:00Z',
      end_at: '2026-11-20T15:00:00Z',
    });
    ids.afternoon = await insertTrip(t.db, {
      customer_id: omar!,
      vin: CAR.vin,
      start_at: '2026-11-20T19:00:00Z',
      end_at: '2026-11-20T20:00:00Z',
    });
  });
  afterAll(() => t?.close());

  it('finds the trip in progress at the ticket’s time, read in the city’s clock, and its member', async () => {
    const { status, body } = await lookUp('abc301', '2026-11-20T09:30');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      at: '2026-11-20T14:30:00.000Z',
      vehicleTimeZone: 'America/Toronto',
      vin: CAR.vin,
      match: 'inProgress',
      trip: { id: ids.morning },
      member: { customerNumber: '700001', name: 'Élise Gagnon' },
    });
    expect(Object.keys(body.member)).toEqual(['customerNumber', 'name']);
  });

  it('else the last trip that ended before it, said as such; by VIN as well as plate', async () => {
    expect((await lookUp(CAR.vin, '2026-11-20T12:00')).body).toMatchObject({
      match: 'endedBefore',
      trip: { id: ids.morning },
    });
    expect((await lookUp('ABC 301', '2026-11-20T14:00:00')).body).toMatchObject({
      match: 'inProgress',
      trip: { id: ids.afternoon },
      member: { name: 'Omar Haddad' },
    });
  });

  it('says there was no trip, or no such car, and refuses a time that is not one', async () => {
    expect((await lookUp('ABC 301', '2026-11-19T12:00')).body).toMatchObject({ match: 'none', trip: null });
    expect((await lookUp('ABC 302', '2026-11-20T09:30')).body).toMatchObject({ match: 'none', member: null });
    expect(await lookUp('ZZZ 999', '2026-11-20T09:30')).toMatchObject({
      status: 404,
      body: { messageKey: 'parkingTicket.errors.noCar' },
    });
    expect((await lookUp('ABC 301', '2026-11-20T09:30Z')).status).toBe(400);
    expect((await lookUp('ABC 301', '2026-02-30T09:30')).status).toBe(400);
  });

  it('spec 7 parking ticket: refuses a time still to come in the car’s city, at the date field', async () => {
    // 12:00 in Montreal is 17:00 UTC, the fleet clock: that minute passes, the next one is to come.
    expect((await lookUp('ABC 301', '2026-11-21T12:00')).status).toBe(200);
    expect(await lookUp('ABC 301', '2026-11-21T12:01')).toMatchObject({
      status: 400,
      body: { messageKey: 'parkingTicket.errors.future', fields: { date: 'parkingTicket.errors.future' } },
    });
    expect((await lookUp('ABC 301', '2027-01-01T00:00')).status).toBe(400);
  });

  it('answers the roles with the parking-ticket area only', async () => {
    expect((await lookUp('ABC 301', '2026-11-20T09:30', ['SVC'])).status).toBe(200);
    expect((await lookUp('ABC 301', '2026-11-20T09:30', ['DRIVE'])).status).toBe(403);
  });

  it('spec 7: answers at the path as written, with its trailing slash, the same answer and access', async () => {
    const bare = await lookUp('abc301', '2026-11-20T09:30');
    const slashed = await lookUp('abc301', '2026-11-20T09:30', ['SUPPORT'], '/');
    expect(slashed).toEqual(bare);
    expect((await lookUp('ABC 301', '2026-11-20T09:30', ['DRIVE'], '/')).status).toBe(403);
  });
});
