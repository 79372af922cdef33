import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainTelemetryPartitions } from '../../server/db/telemetryPartitions.ts';
import { BACK_OFFICE_USER, FLEET_BRIDGE_USER } from '../../server/broker/linkCredentials.ts';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { telemetryIngest } from '../../server/vehicleGateway/link/telemetryIngest.ts';
import { connectVehicleLink } from '../../server/vehicleGateway/link/vehicleLink.ts';
import type { TelemetryReport } from '../../src/domain/vehicleLink/messages.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { embeddedTestBroker, type TestBroker } from '../support/testBroker.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const NOW = new Date('2026-03-12T15:00:00Z');
const VIN = { one: 'JTDKARFU0LT000071', two: 'JTDKARFU0LT000072' };
const silent = pino({ level: 'silent' });
/** Box ids and sessions of this run alone: an external broker outlives the run and may serve others. */
const RUN = randomBytes(4).toString('hex');

const brokers: [string, () => Promise<TestBroker>][] = [['the embedded broker', embeddedTestBroker]];
// .ci/run sets it when the machine's Mosquitto answers on 1883.
const external = process.env.TEST_MQTT_URL;
if (external)
  brokers.push([
    external,
    async () => ({ url: external, enforces: false, password: () => 'unused', stop: async () => {} }),
  ]);

const report = (minute: number, extra: Partial<TelemetryReport> = {}): TelemetryReport => ({
  recordedAt: new Date(NOW.getTime() - (10 - minute) * 60_000).toISOString(),
  latitude: 49.28 + minute / 1000,
  longitude: -123.12,
  speedKmh: 30,
  heading: 90,
  odometer: 24_000 + minute,
  fuelLevel: 70,
  batteryVoltage: 12.6,
  ignition: true,
  doorsClosed: true,
  locked: false,
  ...extra,
});

/** Spec 3 Trip info, docs/architecture.md, Vehicle link: what boxes publish through a real broker reaches the car. */
describe.each(engines.flatMap((engine) => brokers.map(([name, start]) => [engine, name, start] as const)))(
  'the vehicle link takes what boxes publish, on %s through %s',
  (engine, _name, start) => {
    let t: TestApp;
    let broker: TestBroker;
    const clients: MqttClient[] = [];
    const clock = controlledClock(NOW);
    const BOX = { one: `G9${RUN}${engine}1`, two: `G9${RUN}${engine}2` };
    const sessionIds: string[] = [];
    const linkSettings = (name: string) => {
      const clientId = `link-${name}-${engine}-${RUN}`;
      sessionIds.push(clientId);
      return {
        url: broker.url,
        username: BACK_OFFICE_USER,
        password: broker.password(BACK_OFFICE_USER),
        clientId,
      };
    };

    const signIn = async (user: string, password = broker.password(user)) => {
      const client = await mqtt.connectAsync(broker.url, { username: user, password, reconnectPeriod: 0 });
      clients.push(client);
      return client;
    };
    const publish = (client: MqttClient, boxId: string, payload: string | Buffer) =>
      client.publishAsync(`boxes/${boxId}/telemetry`, payload, { qos: 1 });
    const pointsOf = async (vin: string) => {
      const range = `from=${new Date(NOW.getTime() - 3_600_000).toISOString()}&to=${NOW.toISOString()}`;
      const response = await t.app.inject({
        url: `/api/internal/vehicle/${vin}/data?${range.replaceAll(':', '%3A')}`,
        headers: t.bearer({ groups: ['OC'] }),
      });
      expect(response.statusCode).toBe(200);
      return response.json().points as { recordedAt: string; odometer: number }[];
    };
    const health = async () => (await t.app.inject({ url: '/health' })).json().vehicleLink;

    beforeAll(async () => {
      broker = await start();
      t = await createTestApp(engine, { fleetClock: clock, vehicleLink: linkSettings('test') });
      await insertCars(t.db, [
        { ...carRow(VIN.one, 'LNK 101', 1), telemeter_id: BOX.one },
        { ...carRow(VIN.two, 'LNK 102', 2), telemeter_id: BOX.two },
      ]);
      await maintainTelemetryPartitions(t.db, NOW, 30);
    });
    afterAll(async () => {
      await Promise.all(clients.map((c) => c.endAsync(true)));
      await t?.close();
      // The persistent sessions would keep queueing on a broker that outlives the run: end them.
      if (broker && !broker.enforces)
        for (const clientId of sessionIds)
          await (
            await mqtt.connectAsync(broker.url, { clientId, clean: true, reconnectPeriod: 0 })
          ).endAsync();
      await broker?.stop();
    });

    it('writes a box’s reports where the car’s data reads them, once each, and moves the car', async () => {
      await expect.poll(async () => (await health()).state).toBe('connected');
      const box = await signIn(BOX.one);
      for (const minute of [1, 2, 3]) await publish(box, BOX.one, JSON.stringify(report(minute)));
      // Delivered twice (a box that did not see its acknowledgement): kept once.
      await publish(box, BOX.one, JSON.stringify(report(3)));
      await expect
        .poll(async () => (await pointsOf(VIN.one)).map((p) => p.odometer))
        .toEqual([24_001, 24_002, 24_003]);
      await expect.poll(async () => (await health()).telemetry.received).toBe(4);
      const car = await t.db
        .selectFrom('cars')
        .select(['odometer', 'latitude'])
        .where('vin', '=', VIN.one)
        .executeTakeFirstOrThrow();
      expect(car).toEqual({ odometer: 24_003, latitude: 49.283 });
    });

    it('counts and drops what is malformed, and goes on taking good reports', async () => {
      const bridge = await signIn(FLEET_BRIDGE_USER);
      const before = (await health()).telemetry.dropped;
      await publish(bridge, BOX.two, 'not json');
      await publish(bridge, BOX.two, Buffer.from([0x7b, 0x00, 0x7d]));
      await publish(bridge, BOX.two, JSON.stringify({ ...report(4), latitude: 200 }));
      await publish(bridge, BOX.two, JSON.stringify({ ...report(4), extra: true }));
      await publish(bridge, BOX.two, Buffer.alloc(20 * 1024, 0x20));
      await publish(bridge, 'NOSUCHBOX', JSON.stringify(report(4)));
      await publish(bridge, BOX.two, JSON.stringify({ ...report(4), recordedAt: '2024-01-01T00:00:00Z' }));
      await publish(bridge, BOX.two, JSON.stringify(report(5)));
      await expect.poll(async () => (await pointsOf(VIN.two)).map((p) => p.odometer)).toEqual([24_005]);
      // The broker keeps order within a topic, not across topics: wait for every count.
      const droppedSince = async () => {
        const dropped = (await health()).telemetry.dropped;
        return Object.fromEntries(
          Object.entries(dropped).map(([kind, n]) => [kind, Number(n) - before[kind]]),
        );
      };
      await expect
        .poll(droppedSince)
        .toEqual({ notJson: 2, wrongSchema: 2, tooLarge: 1, unknownBox: 1, outOfRange: 1, overflow: 0 });
    });

    it('ends a box that publishes a megabyte, and the link goes on', async ({ skip }) => {
      if (!broker.enforces) skip('the machine’s Mosquitto takes any size');
      const flooding = await signIn(BOX.two);
      const closed = new Promise<void>((resolve) => flooding.once('close', () => resolve()));
      flooding.publish(`boxes/${BOX.two}/telemetry`, Buffer.alloc(1024 * 1024, 0x7b), { qos: 1 });
      await closed;
      expect((await health()).state).toBe('connected');
    });

    it('refuses a wrong password, and ends a box that publishes as another', async ({ skip }) => {
      if (!broker.enforces)
        skip('the machine’s Mosquitto takes anyone (tests/api/linkTopicRules.test.ts tries its ACL)');
      await expect(signIn(BOX.one, 'guessed')).rejects.toThrow(/Bad username or password/);
      const impostor = await signIn(BOX.one);
      const closed = new Promise<void>((resolve) => impostor.once('close', () => resolve()));
      impostor.publish(`boxes/${BOX.two}/telemetry`, JSON.stringify(report(6)), { qos: 1 });
      await closed;
      // Box two's own report, published after, is written; the impostor's never was.
      await publish(await signIn(BOX.two), BOX.two, JSON.stringify(report(7)));
      await expect
        .poll(async () => (await pointsOf(VIN.two)).map((p) => p.odometer))
        .toEqual([24_005, 24_007]);
    });

    it('hands over, when its session resumes, what boxes published while the back office was away', async () => {
      const settings = linkSettings('resume');
      const session = () =>
        connectVehicleLink(
          settings,
          telemetryIngest({
            db: t.db,
            now: clock.now,
            retentionDays: 30,
            logger: silent,
            announce: () => {},
          }),
          silent,
        );
      const first = session();
      await expect.poll(() => first.status().state).toBe('connected');
      // The subscription is in place once the broker has it: a report this session takes proves it
      // (the app's own session writes it too, so whichever is first keeps it).
      const box = await signIn(BOX.one);
      await publish(box, BOX.one, JSON.stringify(report(8)));
      await expect.poll(() => first.status().telemetry.received).toBe(1);
      await first.close();
      await publish(box, BOX.one, JSON.stringify(report(9)));
      const second = session();
      await expect.poll(() => second.status().telemetry.received).toBe(1);
      await second.close();
      expect((await pointsOf(VIN.one)).map((p) => p.odometer)).toContain(24_009);
    });
  },
);
