import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_USER, FLEET_BRIDGE_USER, linkPassword } from '../../server/broker/linkCredentials.ts';
import { linkTopic, type LinkTopicKind } from '../../src/domain/vehicleLink/linkTopics.ts';
import { hasMosquitto, startMosquitto } from '../support/mosquitto.ts';
import { embeddedTestBroker, type TestBroker } from '../support/testBroker.ts';

const BOX = 'G90000000000001';
const OTHER = 'G90000000000002';
const SECRET = 'link-rules-test-secret';
const USERS = [BACK_OFFICE_USER, FLEET_BRIDGE_USER, BOX, OTHER];

const brokers: [string, () => Promise<TestBroker>][] = [['the embedded broker', embeddedTestBroker]];
// CI installs Mosquitto (.ci/run); a laptop without it tries the embedded broker alone.
if (hasMosquitto || process.env.CI)
  brokers.push([
    'Mosquitto with config/mosquitto',
    async () => {
      const password = (user: string) => linkPassword(SECRET, user);
      const broker = await startMosquitto(Object.fromEntries(USERS.map((user) => [user, password(user)])));
      return { ...broker, enforces: true, password };
    },
  ]);

/**
 * docs/architecture.md, Vehicle link, Who may connect: the topic rules, on the embedded broker and
 * on Mosquitto with the ACL the README gives. The embedded broker ends a client that breaks them,
 * Mosquitto acknowledges and drops: either way the message never reaches anyone. Each forbidden
 * attempt is made on a client of its own, then an allowed message follows on the same path; the
 * broker hands a subscriber its messages in order, so when the allowed one arrives alone, the
 * forbidden one was not delivered.
 */
describe.each(brokers)('the vehicle link’s topic rules on %s', (_name, start) => {
  let broker: TestBroker;
  const clients: MqttClient[] = [];

  const signIn = async (user: string, password = broker.password(user)) => {
    const client = await mqtt.connectAsync(broker.url, {
      protocolVersion: 4,
      username: user,
      password,
      reconnectPeriod: 0,
    });
    clients.push(client);
    return client;
  };
  /** A client that hears `topics`, and what it heard. */
  const listener = async (user: string, topics: string[]) => {
    const client = await signIn(user);
    const heard: string[] = [];
    client.on('message', (_topic, payload) => heard.push(payload.toString()));
    await client.subscribeAsync(topics, { qos: 1 });
    return heard;
  };
  /** Publishes as `user` where it may not; settled when the broker acknowledged or ended it. */
  const tryPublish = async (user: string, topic: string, payload: string) => {
    const client = await signIn(user);
    const ended = new Promise<void>((resolve) => client.once('close', () => resolve()));
    await Promise.race([client.publishAsync(topic, payload, { qos: 1 }).catch(() => undefined), ended]);
  };
  const publish = async (user: string, boxId: string, kind: LinkTopicKind, payload: string) =>
    (await signIn(user)).publishAsync(linkTopic(boxId, kind), payload, { qos: 1 });

  beforeAll(async () => {
    broker = await start();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.endAsync(true)));
    await broker?.stop();
  });

  it('refuses a client that is not who it says', async () => {
    await expect(signIn(BOX, 'guessed')).rejects.toThrow(/Not authorized|Bad username or password/);
    await expect(signIn('stranger', 'guessed')).rejects.toThrow(/Not authorized|Bad username or password/);
  });

  it('hands the back office a box’s own reports, never one it publishes for another box', async () => {
    const heard = await listener(BACK_OFFICE_USER, [linkTopic('+', 'telemetry'), linkTopic('+', 'results')]);
    await tryPublish(BOX, linkTopic(OTHER, 'telemetry'), 'impostor');
    await tryPublish(BOX, linkTopic(OTHER, 'results'), 'impostor');
    await tryPublish(BACK_OFFICE_USER, linkTopic(OTHER, 'telemetry'), 'back office');
    await publish(OTHER, OTHER, 'telemetry', 'own telemetry');
    await publish(FLEET_BRIDGE_USER, OTHER, 'results', 'bridged result');
    await expect.poll(() => heard.includes('own telemetry') && heard.includes('bridged result')).toBe(true);
    expect(heard.sort()).toEqual(['bridged result', 'own telemetry']);
  });

  it('hands a box its own commands, from the back office alone', async () => {
    const heard = await listener(BOX, [linkTopic(BOX, 'commands')]);
    const bridgeHeard = await listener(FLEET_BRIDGE_USER, [linkTopic('+', 'commands')]);
    await tryPublish(OTHER, linkTopic(BOX, 'commands'), 'from a box');
    await tryPublish(FLEET_BRIDGE_USER, linkTopic(BOX, 'commands'), 'from the bridge');
    await publish(BACK_OFFICE_USER, BOX, 'commands', 'from the back office');
    await expect.poll(() => heard.includes('from the back office') && bridgeHeard.length > 0).toBe(true);
    expect([heard, bridgeHeard]).toEqual([['from the back office'], ['from the back office']]);
  });

  it('lets no box read another box’s commands', async () => {
    const spy = await signIn(OTHER);
    const spied: string[] = [];
    spy.on('message', (_topic, payload) => spied.push(payload.toString()));
    const ended = new Promise<'ended'>((resolve) => spy.once('close', () => resolve('ended')));
    // Refused (embedded: a failed subscription), or granted and never delivered (Mosquitto).
    await Promise.race([
      spy.subscribeAsync(linkTopic(BOX, 'commands'), { qos: 1 }).catch(() => undefined),
      ended,
    ]);
    if (spy.connected) await spy.subscribeAsync(linkTopic(OTHER, 'commands'), { qos: 1 });
    await publish(BACK_OFFICE_USER, BOX, 'commands', 'for the box');
    await publish(BACK_OFFICE_USER, OTHER, 'commands', 'for the spy');
    if (spy.connected) await expect.poll(() => spied.includes('for the spy')).toBe(true);
    expect(spied.filter((message) => message !== 'for the spy')).toEqual([]);
  });
});
