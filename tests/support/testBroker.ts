import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startEmbeddedBroker } from '../../server/broker/embeddedBroker.ts';
import { linkPassword } from '../../server/broker/linkCredentials.ts';

/** A broker a vehicle link test talks to, and how a user signs in to it. */
export interface TestBroker {
  url: string;
  /** Whether it signs clients in and keeps them to their topics (the machine's Mosquitto does not). */
  enforces: boolean;
  password(user: string): string;
  stop(): Promise<void>;
}

/** The embedded broker on a free port, its data in a temporary folder removed when it stops. */
export async function embeddedTestBroker(): Promise<TestBroker> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'carshare-broker-'));
  const broker = await startEmbeddedBroker({ dataDir, port: 0, logger: pino({ level: 'silent' }) });
  return {
    url: broker.url,
    enforces: true,
    password: (user) => linkPassword(broker.secret, user),
    stop: async () => {
      await broker.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
