import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { TIMEOUT_MS } from '../../server/vehicleGateway/simulated/timing.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { databaseSnapshots, snapshotChanges } from '../support/databaseSnapshot.ts';
import { insertMembers, insertTrip } from '../support/memberTrips.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const NOW = new Date('2026-03-02T09:00:00Z');
const VIN = { ended: 'JTDKARFU0LT000021', other: 'JTDKARFU0LT000022' };

describe.each(engines)(
  'a command sent from a trip that has ended, on %s (spec 4 Trip troubleshooting commands)',
  (engine) => {
    let t: TestApp;
    const clock = controlledClock(NOW);
    let tripId: number;

    const call = async (method: 'GET' | 'POST', url: string) => {
      const response = await t.app.inject({
        method,
        url: `/api${url}`,
        headers: t.bearer({ groups: ['OC'], email: 'oc@example.com' }),
      });
      return { status: response.statusCode, body: response.json() };
    };
    const timeline = async (id: number) =>
      (await call('GET', `/internal/trip/${id}/commands`)).body.data as {
        id: string;
        command: string;
        status: string;
        outcomeAt: string | null;
      }[];

    beforeAll(async () => {
      t = await createTestApp(engine, { fleetClock: clock });
      await insertCars(t.db, [carRow(VIN.ended, 'TCE 101', 1), carRow(VIN.other, 'TCE 102', 2)]);
      // Both boxes answered a moment ago, so neither sleeps.
      await t.db
        .insertInto('fleet_boxes')
        .values(Object.values(VIN).map((vin) => ({ vin, state_at: NOW, reported_at: NOW, active_at: NOW })))
        .execute();
      const [member] = await insertMembers(t.db, [
        { customer_number: 'TCE-1', first_name: 'Mere', last_name: 'Tane', email: 'mere@example.com' },
      ]);
      // Ended an hour ago: "my trip ended and the car won't lock".
      tripId = await insertTrip(t.db, {
        customer_id: member!,
        vin: VIN.ended,
        start_at: '2026-03-02T07:30:00Z',
        end_at: '2026-03-02T08:00:00Z',
      });
    });
    afterAll(() => t?.close());

    it('records the ping with its trip, and the trip timeline shows it requested, then its outcome once the clock passes its answer', async () => {
      const sent = await call('POST', `/vehicle-operations/ping/${VIN.ended}?tripId=${tripId}`);
      expect(sent).toMatchObject({ status: 202, body: { command: 'ping', status: 'requested' } });
      const row = await t.db
        .selectFrom('vehicle_commands')
        .select('trip_id')
        .where('id', '=', sent.body.id)
        .executeTakeFirstOrThrow();
      expect(String(row.trip_id)).toBe(String(tripId));
      const audit = await t.db
        .selectFrom('audit_entries')
        .select('after')
        .where('action', '=', 'command.ping')
        .where('record_id', '=', VIN.ended)
        .executeTakeFirstOrThrow();
      expect(audit.after).toMatchObject({ commandId: sent.body.id, tripId: String(tripId) });

      expect(await timeline(tripId)).toEqual([
        expect.objectContaining({ id: sent.body.id, status: 'requested', outcomeAt: null }),
      ]);
      // A ping is answered within a few seconds; TIMEOUT_MS is past any answer.
      clock.advance(TIMEOUT_MS);
      const [answered] = await timeline(tripId);
      expect(answered).toMatchObject({ id: sent.body.id, status: 'confirmed' });
      expect(new Date(answered!.outcomeAt!).getTime()).toBeLessThanOrEqual(clock.now().getTime());
      // The car's history says the same.
      const history = await call('GET', `/internal/vehicle/${VIN.ended}/history`);
      expect(history.body.data).toContainEqual(
        expect.objectContaining({
          command: expect.objectContaining({ id: sent.body.id, status: 'confirmed' }),
        }),
      );
    });

    it('records a wake-up sent from the trip with it too', async () => {
      const woken = await call('POST', `/vehicle-operations/wakeup/${VIN.ended}?tripId=${tripId}`);
      expect(woken).toMatchObject({ status: 202, body: { command: 'wakeup' } });
      expect((await timeline(tripId)).map((c) => c.id)).toContain(woken.body.id);
      expect(
        (await call('POST', `/vehicle-operations/wakeup/${VIN.other}?tripId=${tripId}`)).body,
      ).toMatchObject({ messageKey: 'fleet.tripOfAnotherCar' });
    });

    it("leaves out of the ended trip's timeline a command sent to its car without the trip", async () => {
      const before = (await timeline(tripId)).map((c) => c.id);
      expect((await call('POST', `/vehicle-operations/ping/${VIN.ended}`)).status).toBe(202);
      expect((await timeline(tripId)).map((c) => c.id)).toEqual(before);
    });

    it('refuses a trip of another car (422) and a trip that does not exist (404), writing nothing', async () => {
      const snapshot = await databaseSnapshots(t.db);
      const before = await snapshot();
      expect(await call('POST', `/vehicle-operations/lock/${VIN.other}?tripId=${tripId}`)).toMatchObject({
        status: 422,
        body: { messageKey: 'fleet.tripOfAnotherCar' },
      });
      expect(await call('POST', `/vehicle-operations/lock/${VIN.ended}?tripId=999999`)).toMatchObject({
        status: 404,
        body: { messageKey: 'error.notFound' },
      });
      expect((await call('POST', `/vehicle-operations/lock/${VIN.ended}?tripId=x1`)).status).toBe(400);
      expect(snapshotChanges(before, await snapshot())).toEqual([]);
    });
  },
);
