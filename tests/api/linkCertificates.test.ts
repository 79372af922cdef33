import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_USER } from '../../server/broker/linkCredentials.ts';
import { maintainTelemetryPartitions } from '../../server/db/telemetryPartitions.ts';
import { controlledClock } from '../../server/vehicleGateway/fleetClock.ts';
import { linkTopic } from '../../src/domain/vehicleLink/linkTopics.ts';
import { carRow, insertCars } from '../support/carRow.ts';
import { hasMosquitto, startMosquitto, type OwnMosquitto } from '../support/mosquitto.ts';
import { makeCertificates } from '../support/testCertificates.ts';
import { createTestApp, engines, type TestApp } from './testApp.ts';

const NOW = new Date('2026-03-12T15:00:00Z');
const VIN = 'JTDKARFU0LT000081';
const BOX = 'G90000000000081';
const pem = (file: string) => readFile(file);

/**
 * docs/architecture.md, Vehicle link, Settings: a broker that signs clients in by certificate, as
 * AWS IoT Core does (MQTT_CA_FILE, MQTT_CERT_FILE, MQTT_KEY_FILE), here Mosquitto over TLS with
 * config/mosquitto's ACL, each client's certificate naming it.
 */
describe.runIf(hasMosquitto || process.env.CI).each(engines)(
  'the vehicle link signed in by certificate, on %s',
  (engine) => {
    let dir: string;
    let broker: OwnMosquitto;
    let t: TestApp;
    let certificates: Awaited<ReturnType<typeof makeCertificates>>;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'carshare-certificates-'));
      certificates = await makeCertificates(dir, [BACK_OFFICE_USER, BOX]);
      broker = await startMosquitto({}, { caFile: certificates.caFile, ...certificates.server });
      const own = certificates.clients[BACK_OFFICE_USER]!;
      t = await createTestApp(engine, {
        fleetClock: controlledClock(NOW),
        vehicleLink: {
          url: broker.url,
          clientId: `link-certificate-${engine}`,
          tls: {
            ca: await pem(certificates.caFile),
            cert: await pem(own.certFile),
            key: await pem(own.keyFile),
          },
        },
      });
      await insertCars(t.db, [{ ...carRow(VIN, 'CRT 101', 1), telemeter_id: BOX }]);
      await maintainTelemetryPartitions(t.db, NOW, 30);
    });
    afterAll(async () => {
      await t?.close();
      await broker?.stop();
      await rm(dir, { recursive: true, force: true });
    });

    it('takes what a box signed in by its certificate reports', async () => {
      await expect
        .poll(async () => (await t.app.inject({ url: '/health' })).json().vehicleLink.state)
        .toBe('connected');
      const own = certificates.clients[BOX]!;
      const box = await mqtt.connectAsync(broker.url, {
        protocolVersion: 4,
        reconnectPeriod: 0,
        ca: await pem(certificates.caFile),
        cert: await pem(own.certFile),
        key: await pem(own.keyFile),
      });
      const report = {
        recordedAt: new Date(NOW.getTime() - 60_000).toISOString(),
        latitude: 49.28,
        longitude: -123.12,
        speedKmh: 0,
        heading: null,
        odometer: 31_000,
        fuelLevel: 50,
        batteryVoltage: 12.5,
        ignition: false,
        doorsClosed: true,
        locked: true,
      };
      await box.publishAsync(linkTopic(BOX, 'telemetry'), JSON.stringify(report), { qos: 1 });
      await expect
        .poll(
          async () =>
            (await t.db.selectFrom('cars').select('odometer').where('vin', '=', VIN).executeTakeFirst())
              ?.odometer,
        )
        .toBe(31_000);
      await box.endAsync();
    });

    it('refuses a client without a certificate of the operator’s authority', async () => {
      await expect(
        mqtt.connectAsync(broker.url, {
          protocolVersion: 4,
          reconnectPeriod: 0,
          ca: await pem(certificates.caFile),
          username: BOX,
          password: 'no certificate',
        }),
      ).rejects.toThrow();
    });
  },
);
