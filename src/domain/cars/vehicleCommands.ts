import { z } from 'zod';
import { bigserialId } from '../ids.ts';
import { paginated, pageQuery } from '../pagination.ts';
import { storableString } from '../validation.ts';
import type { TripCommandName } from '../trips/tripCommands.ts';
import { carParams } from './carSearchQuery.ts';

/**
 * Spec point 4, Trip troubleshooting commands, as the vehicle service's
 * /vehicle-operations/{cmd}/{vin} names them (the trip commands, end trip and release, are the
 * trip service's). A wake-up has its own path.
 */
export const VEHICLE_COMMANDS = [
  'lock',
  'unlock',
  'engageImmobilizer',
  'disengageImmobilizer',
  'rebootTelemeter',
  'resetRfidReader',
  'resetGpsCalibration',
  'locate',
  'homeZoneLed',
  'rfidLed',
  'ping',
  'ignitionStatus',
  'doorStatus',
] as const;
export type VehicleCommandName = (typeof VEHICLE_COMMANDS)[number];

/** Spec point 4, Infleeting flow: the diagnostics, in the order they run. */
export const DIAGNOSTIC_TESTS = [
  'lock',
  'unlock',
  'immobilizerEngage',
  'immobilizerDisengage',
  'gpsPosition',
  'ignitionStatus',
  'doorStatus',
  'rfidReader',
  'fuelLevel',
  'batteryVoltage',
] as const;
export type DiagnosticTest = (typeof DIAGNOSTIC_TESTS)[number];

/**
 * What a stored command is called: a troubleshooting command, a wake-up, a diagnostic run, or a
 * trip command (spec 4, trip troubleshooting commands; only the ends reach the box, the others are recorded for the
 * trip's timeline).
 */
export type CommandKind = VehicleCommandName | 'wakeup' | `diagnostic:${DiagnosticTest}` | TripCommandName;

/** requested → sent → confirmed, failed or timed out (a command unanswered for 30 s). */
export const COMMAND_STATUSES = ['requested', 'sent', 'confirmed', 'failed', 'timedOut'] as const;
export type CommandStatus = (typeof COMMAND_STATUSES)[number];

/** Spec point 4: each test shows as not run, running, passed or failed. */
export const DIAGNOSTIC_RESULTS = ['notRun', 'running', 'passed', 'failed'] as const;
export type DiagnosticResultValue = (typeof DIAGNOSTIC_RESULTS)[number];

const { vin } = carParams.shape;
export const commandParams = z.object({ cmd: z.enum(VEHICLE_COMMANDS), vin });
/**
 * Spec 4, Trip troubleshooting commands: a command sent from a trip's screen names the trip (one
 * of that car's), so the trip's timeline shows it with its outcome even after the trip ended.
 */
export const commandQuery = z.object({
  tripId: bigserialId('validation.trip')
    .optional()
    .describe("the trip whose screen sent it: one of the car's trips, ended or not"),
});

/** Spec point 4: the id of a car's diagnostic combines the VIN and the test name (a VIN holds no '-'). */
export const diagnosticIdOf = (carVin: string, test: DiagnosticTest) => `${carVin}-${test}`;
const DIAGNOSTIC_ID = new RegExp(`^([0-9A-Z_]{17})-(${DIAGNOSTIC_TESTS.join('|')})$`);
export const parseDiagnosticId = (id: string) => {
  const match = DIAGNOSTIC_ID.exec(id);
  return match ? { vin: match[1]!, test: match[2] as DiagnosticTest } : undefined;
};
export const diagnosticIdParams = z.object({
  diagnosticId: storableString()
    .regex(DIAGNOSTIC_ID, 'fleet.diagnosticId')
    .describe('the VIN and the test name joined by "-", e.g. 1HGCM82633A004352-lock'),
});

/** Diagnostic validation is sent with the VIN and one test at a time (spec 7, Car add). */
export const diagnosticRun = z.object({ vin, diagnostic: z.enum(DIAGNOSTIC_TESTS) });

/** What a box reported when it confirmed a command. */
export const reportedState = z
  .object({
    doorsLocked: z.boolean(),
    immobilizerEngaged: z.boolean(),
    bootedAt: z.iso.datetime(),
    rfidReaderResetAt: z.iso.datetime(),
  })
  .partial();
export type ReportedState = z.infer<typeof reportedState>;

/** One accepted command, as the vehicle service answers it (202) and the car's history lists it. */
export const vehicleCommand = z.object({
  id: z.string(),
  vin: z.string(),
  command: z.string().describe('a troubleshooting command, wakeup, or diagnostic:<test>'),
  diagnosticId: z.string().nullable(),
  requestedBy: z.object({ staffId: z.number().int().nullable(), name: z.string() }),
  requestedAt: z.iso.datetime(),
  status: z.enum(COMMAND_STATUSES),
  outcomeAt: z.iso.datetime().nullable().describe('when it was confirmed, failed or timed out'),
  reportedState: reportedState.nullable().describe('what the box reported when it confirmed the command'),
  vendorError: z.string().nullable(),
});
export type VehicleCommand = z.infer<typeof vehicleCommand>;

/** /vehicle-operations/diagnosticResults/{id}: a test's latest run on the car, or not run. */
export const diagnosticResult = z.object({
  id: z.string(),
  vin: z.string(),
  diagnostic: z.enum(DIAGNOSTIC_TESTS),
  result: z.enum(DIAGNOSTIC_RESULTS),
  command: vehicleCommand.nullable().describe('the run, with its failure; null before the first'),
});
export type DiagnosticResult = z.infer<typeof diagnosticResult>;

/** /telemetry/{vin}/latest: the box's state now, worked out from its last report and commands. */
export const boxState = z.object({
  vin: z.string(),
  asleep: z.boolean().describe('idle 15 minutes with the ignition off: commands answer 409 until woken'),
  waking: z.boolean().describe('a wake-up is on its way'),
  online: z.boolean().describe('false after a day without a report: commands answer 410'),
  lastReportAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
  gps: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  fuelLevel: z.number().int().nullable(),
  batteryVoltage: z.number().nullable(),
  odometer: z.number().int().nullable(),
  doorsLocked: z.boolean(),
  immobilizerEngaged: z.boolean(),
  ignitionOn: z.boolean(),
  doors: z
    .object({ closed: z.boolean(), reportedAt: z.iso.datetime() })
    .nullable()
    .describe("whether the doors were closed at the box's last telemetry report, and when; null before one"),
  homeZoneLed: z.boolean(),
  telemeterBootedAt: z.iso.datetime().nullable(),
  rfidReaderResetAt: z.iso.datetime().nullable(),
});
export type BoxState = z.infer<typeof boxState>;

/** One line of /internal/vehicle/{vin}/history: a change staff made, or a command sent. */
export const carHistoryEntry = z.object({
  kind: z.enum(['audit', 'command']),
  id: z.string(),
  at: z.iso.datetime(),
  actorName: z.string(),
  action: z.string().describe('the audit action, or the command'),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  command: vehicleCommand.nullable(),
});
export type CarHistoryEntry = z.infer<typeof carHistoryEntry>;
export const carHistory = paginated(carHistoryEntry);
export const carHistoryQuery = z.object(pageQuery);

/** /internal/vehicle/{vin}/commands: the commands sent to the car, newest first (its command timeline). */
export const carCommandsQuery = z.object(pageQuery);
export const carCommandsResult = paginated(vehicleCommand);
