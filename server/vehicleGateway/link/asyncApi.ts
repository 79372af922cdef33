import { z } from 'zod';
import { linkTopic, type LinkTopicKind } from '../../../src/domain/vehicleLink/linkTopics.ts';
import {
  LINK_PAYLOAD_MAX_BYTES,
  boxCommandMessage,
  boxStateReport,
  commandAck,
  commandResult,
  diagnosticReport,
  telemetryReport,
} from '../../../src/domain/vehicleLink/messages.ts';

/** An AsyncAPI schema (JSON Schema draft 7) from the zod schema both sides validate with. */
const payloadOf = (schema: z.ZodType) => {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { target: 'draft-7' });
  return json;
};

interface Channel {
  message: string;
  title: string;
  schema: z.ZodType;
  /** The operation, from the box's side: what it sends, or receives. */
  operation: { id: string; action: 'send' | 'receive'; summary: string; description: string; retain?: true };
}

/** One channel per topic of linkTopics.ts, with its message and the box's operation on it. */
const CHANNELS: Record<LinkTopicKind, Channel> = {
  telemetry: {
    message: 'telemetryReport',
    title: 'Telemetry report',
    schema: telemetryReport,
    operation: {
      id: 'reportTelemetry',
      action: 'send',
      summary: 'A box reports where its car is and what it reads',
      description:
        'QoS 0 or 1. A report delivered twice is kept once (the car and its recordedAt are the key); one ' +
        'that is not JSON, breaks the schema, names an unknown box or falls outside the kept days is ' +
        'counted and dropped (/health).',
    },
  },
  state: {
    message: 'boxState',
    title: 'Box state',
    schema: boxStateReport,
    operation: {
      id: 'reportState',
      action: 'send',
      retain: true,
      summary: 'A box says whether it is online and asleep, and how its car stands',
      description:
        'QoS 1, retained: a subscriber learns it at once. A box leaves `{"connection":"lost"}` as its ' +
        'last will when it connects, so the broker says so when its connection drops.',
    },
  },
  commands: {
    message: 'boxCommand',
    title: 'Command',
    schema: boxCommandMessage,
    operation: {
      id: 'takeCommand',
      action: 'receive',
      summary: 'The back office sends the box a command',
      description:
        'QoS 1 to a persistent session, so a command sent while the box is away is handed over when ' +
        'it is back; one that arrives after its expiresAt is dropped unanswered, and a commandId seen ' +
        'before is answered as it was.',
    },
  },
  acks: {
    message: 'commandAck',
    title: 'Command acknowledged',
    schema: commandAck,
    operation: {
      id: 'acknowledgeCommand',
      action: 'send',
      summary: 'The box has the command',
      description: 'QoS 1, as soon as the command arrives; a repeat is counted once.',
    },
  },
  results: {
    message: 'commandResult',
    title: 'Command result',
    schema: commandResult,
    operation: {
      id: 'reportCommandResult',
      action: 'send',
      summary: 'The box carried the command out, or could not',
      description:
        'QoS 1, with what the box reports after it (doors, immobilizer, boot time); a repeat is counted once.',
    },
  },
  diagnostics: {
    message: 'diagnosticReport',
    title: 'Diagnostic report',
    schema: diagnosticReport,
    operation: {
      id: 'reportDiagnostic',
      action: 'send',
      summary: 'The outcome of one diagnostic test the back office asked for',
      description: 'QoS 1; answers a `diagnostic:<test>` command.',
    },
  },
};

const entries = Object.entries(CHANNELS) as [LinkTopicKind, Channel][];

/**
 * docs/architecture.md, Vehicle link: the vehicle link's contract as an AsyncAPI 3 document, the message
 * APIs' counterpart of the OpenAPI one, served at /api/asyncapi.json and linted by `npm run
 * lint`. Written from a box's side: what it sends and receives, where, and how it signs in.
 */
export const asyncApiDocument = (brokerUrl: string) => {
  const { host, protocol } = new URL(brokerUrl);
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Carshare vehicle link',
      version: '1.1.0',
      description:
        'What the cars’ telematics boxes and the back office say to each other through the broker: MQTT ' +
        `3.1.1, JSON payloads of ${LINK_PAYLOAD_MAX_BYTES / 1024} KiB at most. A box signs in as its box id ` +
        'and publishes under `boxes/{its box id}/` only; a publication under another box’s topics ends ' +
        'its connection.',
    },
    defaultContentType: 'application/json',
    servers: {
      broker: {
        host,
        protocol: protocol.replace(':', ''),
        protocolVersion: '3.1.1',
        description: 'The broker this back office reads (the embedded one unless MQTT_URL names another).',
        security: [{ $ref: '#/components/securitySchemes/boxSignIn' }],
      },
    },
    channels: Object.fromEntries(
      entries.map(([kind, channel]) => [
        kind,
        {
          address: linkTopic('{boxId}', kind),
          description: channel.operation.summary,
          parameters: { boxId: { description: 'The telematics box id the car was added with (spec 5).' } },
          messages: { [channel.message]: { $ref: `#/components/messages/${channel.message}` } },
        },
      ]),
    ),
    operations: Object.fromEntries(
      entries.map(([kind, { message, operation }]) => [
        operation.id,
        {
          action: operation.action,
          channel: { $ref: `#/channels/${kind}` },
          summary: operation.summary,
          description: operation.description,
          messages: [{ $ref: `#/channels/${kind}/messages/${message}` }],
          bindings: { mqtt: { qos: 1, retain: operation.retain ?? false } },
        },
      ]),
    ),
    components: {
      messages: Object.fromEntries(
        entries.map(([, { message, title, schema, operation }]) => [
          message,
          { name: message, title, summary: operation.summary, payload: payloadOf(schema) },
        ]),
      ),
      securitySchemes: {
        boxSignIn: {
          type: 'userPassword',
          description: 'User name: the box id; password: the one the operator issued to that box.',
        },
      },
    },
  };
};
