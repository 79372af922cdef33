import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBroker, type EmbeddedBroker } from '../../server/broker/embeddedBroker.ts';
import { BACK_OFFICE_USER, linkPassword } from '../../server/broker/linkCredentials.ts';
import { maintainTelemetryPartitions } from '../../server/db/telemetryPartitions.ts';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { linkTopic } from '../../src/domain/vehicleLink/linkTopics.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const NOW = new Date('2026-03-12T15:00:00Z');
const VIN = 'JTDKARFU0LT000091';
const BOX = 'G90000000000091';
const silent = pino({ level: 'silent' });

const report = (odometer: number) =>
  JSON.stringify({
    recordedAt: new Date(NOW.getTime() - 60_000 + odometer).toISOString(),
    latitude: 49.28,
    longitude: -123.12,
    speedKmh: 20,
    heading: 90,
    odometer,
    fuelLevel: 60,
    batteryVoltage: 12.6,
    ignition: true,
    doorsClosed: true,
    locked: false,
  });

/**
 * docs/architecture.md, Vehicle link: the broker goes down under a running back office. The API
 * goes on answering, /health says the link is down, and once the broker is back (its sessions
 * kept in the data directory) the link signs in again by itself and takes what boxes report.
 */
describe.each(engines)('the vehicle link when the broker goes down, on %s', (engine) => {
  let dataDir: string;
  let broker: EmbeddedBroker;
  let port: number;
  let t: TestApp;

  const start = () => startEmbeddedBroker({ dataDir, port, logger: silent });
  const linkState = async () => (await t.app.inject({ url: '/health' })).json().vehicleLink.state;
  const odometer = async () =>
    (await t.db.selectFrom('cars').select('odometer').where('vin', '=', VIN).executeTakeFirstOrThrow())
      .odometer;
  const boxReports = async (value: number) => {
    const box = await mqtt.connectAsync(broker.url, {
      protocolVersion: 4,
      username: BOX,
      password: linkPassword(broker.secret, BOX),
      reconnectPeriod: 0,
    });
    await box.publishAsync(linkTopic(BOX, 'telemetry'), report(value), { qos: 1 });
    await box.endAsync();
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'carshare-link-faults-'));
    port = 0;
    broker = await start();
    port = Number(new URL(broker.url).port);
    t = await createTestApp(engine, {
      fleetClock: controlledClock(NOW),
      vehicleLink: {
        url: broker.url,
        username: BACK_OFFICE_USER,
        password: linkPassword(broker.secret, BACK_OFFICE_USER),
        clientId: `link-faults-${engine}`,
      },
    });
    await insertCars(t.db, [{ ...carRow(VIN, 'FLT 101', 1), telemeter_id: BOX }]);
    await maintainTelemetryPartitions(t.db, NOW, 30);
  });
  afterAll(async () => {
    await t?.close();
    await broker?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('says the link is down while the broker is, and takes reports again once it is back', async () => {
    await expect.poll(linkState).toBe('connected');
    await boxReports(41_001);
    await expect.poll(odometer).toBe(41_001);

    await broker.stop();
    await expect.poll(linkState).toBe('down');
    // The back office itself goes on answering.
    const latest = await t.app.inject({
      url: `/api/telemetry/${VIN}/latest`,
      headers: t.bearer({ groups: ['OC'] }),
    });
    expect([latest.statusCode, latest.json().odometer]).toEqual([200, 41_001]);

    broker = await start();
    await expect.poll(linkState).toBe('connected');
    await boxReports(41_002);
    await expect.poll(odometer).toBe(41_002);
  });
});
