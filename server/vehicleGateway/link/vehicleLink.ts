import mqtt from 'mqtt';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { linkTopic, parseLinkTopic } from '../../../src/domain/vehicleLink/linkTopics.ts';
import type { TelemetryIngest } from './telemetryIngest.ts';

/** Where the back office reaches the broker (docs/architecture.md, Vehicle link, Settings). */
export interface LinkSettings {
  url: string;
  /** Signed in by name and password, or by a client certificate (tls), or both. */
  username?: string;
  password?: string;
  /** PEM: the broker's certificate authority, this instance's certificate and its key. */
  tls?: { ca?: Buffer; cert?: Buffer; key?: Buffer };
  /** Stable per instance: the broker keeps this session's subscriptions and queued messages. */
  clientId: string;
}

export type LinkState = 'connecting' | 'connected' | 'down';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * docs/architecture.md, Vehicle link, The back office's session: MQTT 3.1.1, a persistent session (clean
 * false) subscribed at QoS 1, so what boxes published while the back office was away is handed
 * over when it is back; reconnects with a doubling wait (0.5 s to 30 s), its state for /health.
 */
export function connectVehicleLink(settings: LinkSettings, ingest: TelemetryIngest, logger: Logger) {
  let state: LinkState = 'connecting';
  let since = new Date();
  const client = mqtt.connect(settings.url, {
    protocolVersion: 4,
    clientId: settings.clientId,
    username: settings.username,
    password: settings.password,
    ...settings.tls,
    clean: false,
    reconnectPeriod: FIRST_RETRY_MS,
    connectTimeout: 10_000,
  });
  const moveTo = (next: LinkState) => {
    if (next === state) return;
    state = next;
    since = new Date();
    logger[next === 'down' ? 'warn' : 'info']({ url: settings.url, state: next }, `vehicle link ${next}`);
  };
  client.on('connect', (connack) => {
    client.options.reconnectPeriod = FIRST_RETRY_MS;
    moveTo('connected');
    // A resumed session keeps its subscription; a new one (or a broker that lost it) asks again.
    if (!connack.sessionPresent)
      client.subscribe(linkTopic('+', 'telemetry'), { qos: 1 }, (error) => {
        if (error) logger.error({ err: error }, 'vehicle link: subscription refused');
      });
  });
  client.on('reconnect', () => {
    client.options.reconnectPeriod = Math.min(LAST_RETRY_MS, (client.options.reconnectPeriod ?? 0) * 2);
  });
  client.on('close', () => moveTo('down'));
  client.on('error', (error) => logger.warn({ err: error }, 'vehicle link error'));
  client.on('message', (topic, payload) => {
    const named = parseLinkTopic(topic);
    if (named?.kind === 'telemetry') ingest.take(named.boxId, payload);
  });
  return {
    status: () => ({ state, since: since.toISOString(), telemetry: ingest.counts }),
    close: async () => {
      await client.endAsync();
      await ingest.drain();
      ingest.close();
    },
  };
}

export type VehicleLink = ReturnType<typeof connectVehicleLink>;
