import { z } from 'zod';
import { LINK_PAYLOAD_MAX_BYTES, telemetryReport } from '../../../src/domain/vehicleLink/messages.ts';

/** An AsyncAPI schema (JSON Schema draft 7) from the zod schema the ingest validates with. */
const payloadOf = (schema: z.ZodType) => {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { target: 'draft-7' });
  return json;
};

/**
 * docs/architecture.md, Vehicle link: the vehicle link's contract as an AsyncAPI 3 document, the message
 * APIs' counterpart of the OpenAPI one, served at /api/docs/asyncapi.json and linted by
 * `npm run lint`. Written from a box's side: what it sends, where, and how it signs in.
 */
export const asyncApiDocument = (brokerUrl: string) => {
  const { host, protocol } = new URL(brokerUrl);
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Carshare vehicle link',
      version: '1.0.0',
      description:
        'What the cars’ telematics boxes publish to the broker the back office reads: MQTT 3.1.1, JSON ' +
        `payloads of ${LINK_PAYLOAD_MAX_BYTES / 1024} KiB at most. A box signs in as its box id and publishes ` +
        'under `boxes/{its box id}/` only; a publication under another box’s topics ends its connection.',
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
    channels: {
      telemetry: {
        address: 'boxes/{boxId}/telemetry',
        description: 'Positions and readings, one report a message.',
        parameters: { boxId: { description: 'The telematics box id the car was added with (spec 5).' } },
        messages: { telemetryReport: { $ref: '#/components/messages/telemetryReport' } },
      },
    },
    operations: {
      reportTelemetry: {
        action: 'send',
        channel: { $ref: '#/channels/telemetry' },
        summary: 'A box reports where its car is and what it reads',
        description:
          'QoS 1. A report delivered twice is kept once (the car and its recordedAt are the key); one ' +
          'that is not JSON, breaks the schema, names an unknown box or falls outside the kept days is ' +
          'counted and dropped (/health).',
        messages: [{ $ref: '#/channels/telemetry/messages/telemetryReport' }],
        bindings: { mqtt: { qos: 1, retain: false } },
      },
    },
    components: {
      messages: {
        telemetryReport: {
          name: 'telemetryReport',
          title: 'Telemetry report',
          summary: 'One position with its readings',
          payload: payloadOf(telemetryReport),
        },
      },
      securitySchemes: {
        boxSignIn: {
          type: 'userPassword',
          description: 'User name: the box id; password: the one the operator issued to that box.',
        },
      },
    },
  };
};
