/**
 * The ingest bench's boxes (bench/ingest.ts), in a process of their own so the bench counts the
 * back office's CPU alone: BOXES boxes over CONNECTIONS connections, as a telematics platform's
 * bridge carries many boxes on one, each box publishing a report every EVERY_MS for SECONDS at
 * QoS 1, its recordedAt the instant it is published. Prints one JSON line with what it sent.
 */
import mqtt from 'mqtt';

const env = (name: string) => {
  const value = process.env[name];
  if (value === undefined) throw new Error(`${name} is not set`);
  return value;
};
const url = env('LINK_URL');
const boxes = Number(env('BOXES'));
const connections = Number(env('CONNECTIONS'));
const everyMs = Number(env('EVERY_MS'));
const seconds = Number(env('SECONDS'));
const username = process.env.LINK_USERNAME;
const password = process.env.LINK_PASSWORD;

const clients = await Promise.all(
  Array.from({ length: connections }, (_, i) =>
    mqtt.connectAsync(url, { username, password, clientId: `bench-bridge-${i}`, reconnectPeriod: 0 }),
  ),
);
let sent = 0;
const started = Date.now();
const tick = 100;
const perTick = (boxes * tick) / everyMs;
let owed = 0;
let next = 0;
await new Promise<void>((resolve) => {
  const timer = setInterval(() => {
    if (Date.now() - started >= seconds * 1000) {
      clearInterval(timer);
      return resolve();
    }
    owed += perTick;
    for (; owed >= 1; owed -= 1) {
      const box = next++ % boxes;
      const client = clients[box % connections]!;
      const report = {
        recordedAt: new Date().toISOString(),
        latitude: 49.2 + (box % 1000) / 10_000,
        longitude: -123.1 - (box % 997) / 10_000,
        speedKmh: 40,
        heading: 180,
        odometer: 20_000 + Math.floor(next / boxes),
        fuelLevel: 60,
        batteryVoltage: 12.7,
        ignition: true,
        doorsClosed: true,
        locked: false,
      };
      client.publish(`boxes/BENCH${box}/telemetry`, JSON.stringify(report), { qos: 1 });
      sent += 1;
    }
  }, tick);
});
await Promise.all(clients.map((client) => client.endAsync()));
process.stdout.write(`${JSON.stringify({ sent, connections, seconds: (Date.now() - started) / 1000 })}\n`);
