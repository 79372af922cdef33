import { z } from 'zod';

/**
 * docs/architecture.md, Vehicle link: what the cars' boxes publish to the broker, MQTT 3.1.1 with JSON payloads.
 * A box publishes under `boxes/{boxId}/…` only, its id being the telematics box id of spec 5's
 * Add car form (the telemeter id); the back office maps it to the car.
 */

/** The topics, by what they carry; `+` stands for one box id in a subscription. */
export const LINK_TOPICS = {
  telemetry: (boxId: string) => `boxes/${boxId}/telemetry`,
} as const;

export type LinkTopicKind = keyof typeof LINK_TOPICS;

/** A box id as it may stand in a topic: the Add car form's telematics box id characters. */
const BOX_ID = /^[A-Za-z0-9_-]{1,64}$/;
const TOPIC = /^boxes\/([^/]+)\/([a-z]+)$/;

/** The box and kind a topic names, or null for any other topic. */
export function parseLinkTopic(topic: string): { boxId: string; kind: LinkTopicKind } | null {
  const match = TOPIC.exec(topic);
  if (!match || !BOX_ID.test(match[1]!) || !(match[2]! in LINK_TOPICS)) return null;
  return { boxId: match[1]!, kind: match[2] as LinkTopicKind };
}

/** The largest payload the back office reads; a larger one is counted and dropped. */
export const LINK_PAYLOAD_MAX_BYTES = 16 * 1024;

/** Spec 3 Trip info: one position and its readings, QoS 0 or 1 on `boxes/{boxId}/telemetry`. */
export const telemetryReport = z
  .object({
    recordedAt: z.iso.datetime({ offset: true }).describe('When the box took the reading'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    speedKmh: z.number().min(0).max(400),
    heading: z
      .number()
      .min(0)
      .lt(360)
      .nullable()
      .describe('Degrees from north, clockwise; null standing still'),
    odometer: z.number().int().min(0).max(10_000_000).describe('Kilometres'),
    fuelLevel: z.number().int().min(0).max(100).describe('Percent'),
    batteryVoltage: z.number().min(0).max(60),
    ignition: z.boolean(),
    doorsClosed: z.boolean(),
    locked: z.boolean(),
  })
  .strict();
export type TelemetryReport = z.infer<typeof telemetryReport>;
