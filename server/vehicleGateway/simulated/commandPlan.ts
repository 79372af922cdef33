import type {
  CommandKind,
  CommandStatus,
  DiagnosticTest,
  ReportedState,
  VehicleCommandName,
} from '../../../src/domain/cars/vehicleCommands.ts';
import type { BoxTripCommandName } from '../../../src/domain/trips/tripCommands.ts';
import type { DerivedBox } from './boxState.ts';
import { ANSWER_MS, DELAYED_EFFECT_MS, SEND_MS, TIMEOUT_MS, WAKE_MS, within } from './timing.ts';

interface Effect {
  /** The diagnostic whose fault makes this command fail on the box. */
  test?: DiagnosticTest;
  /** A reboot or a reset takes effect after 10 s (spec 9); the others are answered at once. */
  delayed?: true;
  report?: (at: string) => ReportedState;
}

/**
 * Spec 4, Trip troubleshooting commands: ending a trip locks the doors and engages the immobilizer;
 * a lock fault fails it.
 */
const END_TRIP: Effect = { test: 'lock', report: () => ({ doorsLocked: true, immobilizerEngaged: true }) };

type BoxCommandName = VehicleCommandName | 'wakeup' | BoxTripCommandName;

const EFFECTS: Record<BoxCommandName, Effect> = {
  wakeup: {},
  lock: { test: 'lock', report: () => ({ doorsLocked: true }) },
  unlock: { test: 'unlock', report: () => ({ doorsLocked: false }) },
  engageImmobilizer: { test: 'immobilizerEngage', report: () => ({ immobilizerEngaged: true }) },
  disengageImmobilizer: { test: 'immobilizerDisengage', report: () => ({ immobilizerEngaged: false }) },
  rebootTelemeter: { delayed: true, report: (at) => ({ bootedAt: at }) },
  resetRfidReader: { test: 'rfidReader', delayed: true, report: (at) => ({ rfidReaderResetAt: at }) },
  resetGpsCalibration: { test: 'gpsPosition' },
  locate: { test: 'gpsPosition' },
  homeZoneLed: {},
  rfidLed: { test: 'rfidReader' },
  ping: {},
  ignitionStatus: { test: 'ignitionStatus' },
  doorStatus: { test: 'doorStatus' },
  endTrip: END_TRIP,
  endTripOutOfService: END_TRIP,
};

/** The command each diagnostic sends the box: a test passes when the box carries it out. */
const DIAGNOSTIC_COMMANDS: Record<DiagnosticTest, VehicleCommandName> = {
  lock: 'lock',
  unlock: 'unlock',
  immobilizerEngage: 'engageImmobilizer',
  immobilizerDisengage: 'disengageImmobilizer',
  gpsPosition: 'locate',
  ignitionStatus: 'ignitionStatus',
  doorStatus: 'doorStatus',
  rfidReader: 'rfidLed',
  fuelLevel: 'ping',
  batteryVoltage: 'ping',
};

export interface Refusal {
  statusCode: 409 | 410 | 424;
  messageKey: string;
  message: string;
}

/** When and how the vendor will answer an accepted command. */
export interface PlannedCommand {
  sentAt: Date;
  outcome: 'confirmed' | 'failed' | 'timedOut';
  outcomeAt: Date;
  reportedState: ReportedState | null;
  vendorError: string | null;
}

const diagnosticOf = (kind: CommandKind): DiagnosticTest | undefined =>
  kind.startsWith('diagnostic:') ? (kind.slice('diagnostic:'.length) as DiagnosticTest) : undefined;

/**
 * docs/architecture.md, Simulated fleet: what becomes of a command sent to the box at `now`.
 * Refused before sending when the box is offline (410), its vendor refuses it (424) or it sleeps
 * (409; a wake-up is what wakes it, and a diagnostic wakes it first). Otherwise the box's faults
 * decide the outcome now and its delay, fixed by the car and the instant, says when it is seen: an
 * offline-flagged box never answers (timed out at 30 s), a failing test fails its command.
 */
export function planCommand(
  box: DerivedBox,
  vin: string,
  kind: Exclude<CommandKind, 'terminateTrip' | 'releaseMember'>,
  now: Date,
): Refusal | PlannedCommand {
  if (!box.online)
    return {
      statusCode: 410,
      messageKey: 'fleet.offline',
      message: `The box of ${vin} has not reported for a day`,
    };
  if (box.vendorError !== null)
    return {
      statusCode: 424,
      messageKey: 'fleet.vendorFailed',
      message: `The vendor failed: ${box.vendorError}`,
    };
  const diagnostic = diagnosticOf(kind);
  if (box.asleep && kind !== 'wakeup' && !diagnostic)
    return { statusCode: 409, messageKey: 'fleet.asleep', message: `${vin} is asleep: wake it up first` };

  const name = diagnostic ? DIAGNOSTIC_COMMANDS[diagnostic] : (kind as BoxCommandName);
  const effect = EFFECTS[name];
  const key = `${vin}:${kind}:${now.toISOString()}`;
  const wake = name === 'wakeup' || (diagnostic && box.asleep) ? within(WAKE_MS, `wake:${key}`) : 0;
  // Counted from the request, as staff see it: a reboot lands 10 s after it is asked for.
  const work = name === 'wakeup' ? 0 : effect.delayed ? DELAYED_EFFECT_MS : SEND_MS + within(ANSWER_MS, key);
  const at = (ms: number) => new Date(now.getTime() + ms);
  const sentAt = at(SEND_MS);
  if (box.offline)
    return { sentAt, outcome: 'timedOut', outcomeAt: at(TIMEOUT_MS), reportedState: null, vendorError: null };
  const outcomeAt = at(wake + work);
  const failing = diagnostic ?? effect.test;
  if (failing && box.failingTests.includes(failing))
    return {
      sentAt,
      outcome: 'failed',
      outcomeAt,
      reportedState: null,
      vendorError: `The box reported a ${failing} fault`,
    };
  return {
    sentAt,
    outcome: 'confirmed',
    outcomeAt,
    reportedState: effect.report?.(outcomeAt.toISOString()) ?? null,
    vendorError: null,
  };
}

export const isRefusal = (plan: Refusal | PlannedCommand): plan is Refusal => 'statusCode' in plan;

/** A stored command's status at `now`: its outcome shows once its time has come. */
export const commandStatusAt = (
  command: { sentAt: Date; outcome: string; outcomeAt: Date },
  now: Date,
): CommandStatus =>
  now < command.sentAt ? 'requested' : now < command.outcomeAt ? 'sent' : (command.outcome as CommandStatus);
