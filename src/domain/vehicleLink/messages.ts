import { z } from 'zod';
import { DIAGNOSTIC_TESTS, VEHICLE_COMMANDS, reportedState } from '../cars/vehicleCommands.ts';
import { BOX_TRIP_COMMANDS } from '../trips/tripCommands.ts';

/**
 * docs/architecture.md, Vehicle link: the messages on the boxes' topics (linkTopics.ts), JSON payloads
 * checked by these schemas on both sides. MQTT 3.1.1 has no message expiry and no message
 * ids a box can answer with, so both travel in the payload.
 */

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

const stamp = z.iso.datetime({ offset: true });
/** The command log's id of a command: a box answers with it, and a repeated answer counts once. */
const commandId = z
  .string()
  .regex(/^[1-9][0-9]{0,18}$/)
  .describe('The command’s id in the back office’s log; answers name it, and a repeat is ignored');

/** Every command a box carries out: spec 4's troubleshooting commands, a wake-up, a trip's end, a test. */
export const BOX_COMMANDS = [
  ...VEHICLE_COMMANDS,
  'wakeup',
  ...BOX_TRIP_COMMANDS,
  ...DIAGNOSTIC_TESTS.map((test) => `diagnostic:${test}` as const),
] as const;

/** Spec 4, Trip troubleshooting commands: a command for the box, QoS 1 on `boxes/{boxId}/commands`. */
export const boxCommandMessage = z
  .object({
    commandId,
    command: z.enum(BOX_COMMANDS),
    issuedAt: stamp,
    expiresAt: stamp.describe('A box that gets the command later drops it: the back office has timed it out'),
  })
  .strict();

/** The box has the command (QoS 1 on `boxes/{boxId}/acks`): it shows as acknowledged. */
export const commandAck = z.object({ commandId, receivedAt: stamp }).strict();

/** What became of a command (QoS 1 on `boxes/{boxId}/results`), with what the box reports after it. */
export const commandResult = z
  .object({
    commandId,
    outcome: z.enum(['confirmed', 'failed']),
    at: stamp,
    reportedState: reportedState.nullable(),
    fault: z.string().min(1).max(500).nullable().describe('Why it failed, in the box’s words'),
  })
  .strict();

/** Spec 4, Infleeting flow: one diagnostic test's outcome (QoS 1 on `boxes/{boxId}/diagnostics`). */
export const diagnosticReport = z
  .object({
    commandId,
    test: z.enum(DIAGNOSTIC_TESTS),
    passed: z.boolean(),
    at: stamp,
    fault: z.string().min(1).max(500).nullable(),
  })
  .strict();

/**
 * The box's state, retained on `boxes/{boxId}/state` so a back office that subscribes learns it at
 * once; the broker publishes the box's last will, `{"connection":"lost"}`, when its connection
 * drops without a goodbye.
 */
export const boxStateReport = z.discriminatedUnion('connection', [
  z
    .object({
      connection: z.literal('online'),
      at: stamp,
      asleep: z.boolean().describe('Idle 15 minutes with the ignition off: it takes a wake-up only'),
      ignitionOn: z.boolean(),
      doorsLocked: z.boolean(),
      immobilizerEngaged: z.boolean(),
    })
    .strict(),
  z.object({ connection: z.literal('lost') }).strict(),
]);
/** The last will a box leaves with the broker when it connects. */
export const LOST_CONNECTION: z.infer<typeof boxStateReport> = { connection: 'lost' };
