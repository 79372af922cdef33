import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { Aedes, type AuthenticateError } from 'aedes';
// aedes 1.x takes an async persistence; the package's main entry is its callback wrapper.
import AsyncLevelPersistence from 'aedes-persistence-level/asyncPersistence.js';
import { Level } from 'level';
import type { Logger } from 'pino';
import { mayPublish, maySubscribe } from './linkAccess.ts';
import { ensureLinkSecret, passwordMatches } from './linkCredentials.ts';

/**
 * A publication larger than this ends its publisher's connection before it is stored: the
 * session store (LevelDB through msgpack) loses megabyte payloads silently, and no report is
 * near this size (the back office drops any over LINK_PAYLOAD_MAX_BYTES, 16 KiB, and counts it).
 */
const BROKER_PAYLOAD_MAX_BYTES = 64 * 1024;

/** MQTT 3.1.1's CONNACK code for a refused user name or password. */
const BAD_USERNAME_OR_PASSWORD = 4;

export interface EmbeddedBroker {
  url: string;
  secret: string;
  stop(): Promise<void>;
}

const refusal = (message: string): AuthenticateError =>
  Object.assign(new Error(message), { returnCode: BAD_USERNAME_OR_PASSWORD }) as AuthenticateError;

/**
 * docs/architecture.md, Vehicle link, The embedded broker: aedes on loopback, as the identity provider is, so
 * a fresh laptop needs nothing. Sessions, subscriptions, queued QoS 1 messages and retained
 * states are kept in `<dataDir>/mqtt/sessions` (LevelDB), so what a box published while the back
 * office was down reaches it when its session resumes. Every client signs in (linkCredentials.ts)
 * and publishes or subscribes only where linkAccess.ts lets it; a box publishing as another is
 * disconnected.
 */
export async function startEmbeddedBroker({
  dataDir,
  port,
  logger,
}: {
  dataDir: string;
  port: number;
  logger: Logger;
}): Promise<EmbeddedBroker> {
  const secret = await ensureLinkSecret(dataDir);
  const db = new Level(path.join(dataDir, 'mqtt', 'sessions'));
  const broker = new Aedes({
    persistence: new AsyncLevelPersistence(db),
    // A frozen subscriber is cut off rather than stalling every other client's delivery.
    drainTimeout: 30_000,
    authenticate: (client, username, password, done) => {
      if (username && passwordMatches(secret, username, password)) {
        // The signed-in user name, for the topic rules (aedes keeps none of its own).
        (client as { user?: string }).user = username;
        return done(null, true);
      }
      logger.warn({ clientId: client.id, username }, 'vehicle link: sign-in refused');
      done(refusal('Bad user name or password'), false);
    },
    authorizePublish: (client, packet, done) => {
      const user = (client as { user?: string } | null)?.user;
      if (packet.payload.length > BROKER_PAYLOAD_MAX_BYTES) {
        logger.warn(
          { clientId: client?.id, user, bytes: packet.payload.length },
          'vehicle link: publish too large',
        );
        return done(new Error(`Payloads are ${BROKER_PAYLOAD_MAX_BYTES} bytes at most`));
      }
      if (user && mayPublish(user, packet.topic)) return done(null);
      logger.warn({ clientId: client?.id, user, topic: packet.topic }, 'vehicle link: publish refused');
      done(new Error(`Not allowed to publish to ${packet.topic}`));
    },
    authorizeSubscribe: (client, subscription, done) => {
      const user = (client as { user?: string }).user;
      if (user && maySubscribe(user, subscription.topic)) return done(null, subscription);
      logger.warn(
        { clientId: client.id, user, topic: subscription.topic },
        'vehicle link: subscription refused',
      );
      done(new Error(`Not allowed to subscribe to ${subscription.topic}`));
    },
  });
  await broker.listen();
  const server = createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `mqtt://127.0.0.1:${bound}`,
    secret,
    stop: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
