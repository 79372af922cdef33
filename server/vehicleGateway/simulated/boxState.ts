import type { ReportedState } from '../../../src/domain/cars/vehicleCommands.ts';
import { ASLEEP_AFTER_MS, HEARTBEAT_MS, OFFLINE_AFTER_MS } from './timing.ts';

/** A box's stored row: its fault flags and its state as of `stateAt`. */
export interface StoredBox {
  failingTests: readonly string[];
  offline: boolean;
  vendorError: string | null;
  stateAt: Date;
  reportedAt: Date;
  activeAt: Date;
  doorsLocked: boolean;
  immobilizerEngaged: boolean;
  ignitionOn: boolean;
  homeZoneLed: boolean;
  bootedAt: Date | null;
  rfidResetAt: Date | null;
}

/** What the derivation needs of a stored command. */
export interface LandingCommand {
  command: string;
  requestedAt: Date;
  outcome: string;
  outcomeAt: Date;
  reportedState: ReportedState | null;
}

export interface DerivedBox extends StoredBox {
  /** The last report, a working box's hourly heartbeat included. */
  lastReportAt: Date;
  asleep: boolean;
  waking: boolean;
  online: boolean;
}

const later = (a: Date, b: Date) => (a > b ? a : b);

/** The report a confirmed command carried, laid over the box's state. */
const applyReport = (box: StoredBox, report: ReportedState | null): StoredBox => ({
  ...box,
  doorsLocked: report?.doorsLocked ?? box.doorsLocked,
  immobilizerEngaged: report?.immobilizerEngaged ?? box.immobilizerEngaged,
  bootedAt: report?.bootedAt ? new Date(report.bootedAt) : box.bootedAt,
  rfidResetAt: report?.rfidReaderResetAt ? new Date(report.rfidReaderResetAt) : box.rfidResetAt,
});

/**
 * The stored box with every command answered after its `stateAt` and by `now` laid over it, in
 * the order they were answered, as of `now`. A confirmation carries the box's report; a failure
 * is an answer too (the box is awake and reporting); a timeout is silence. Writing this back
 * changes nothing a later read derives, which is why a command's write may fold it in.
 */
export function foldBox(box: StoredBox, commands: readonly LandingCommand[], now: Date): StoredBox {
  const landed = commands
    .filter((c) => c.outcomeAt > box.stateAt && c.outcomeAt <= now)
    .sort((a, b) => a.outcomeAt.getTime() - b.outcomeAt.getTime());
  let folded: StoredBox = { ...box, stateAt: later(box.stateAt, now) };
  for (const command of landed) {
    if (command.outcome === 'timedOut') continue;
    if (command.outcome === 'confirmed') folded = applyReport(folded, command.reportedState);
    folded = {
      ...folded,
      reportedAt: later(folded.reportedAt, command.outcomeAt),
      activeAt: later(folded.activeAt, command.outcomeAt),
    };
  }
  return folded;
}

/** The last hourly heartbeat by `now`. */
const heartbeat = (now: Date) => new Date(Math.floor(now.getTime() / HEARTBEAT_MS) * HEARTBEAT_MS);

/**
 * The box's last report by `now`: a working box's hourly heartbeat counts, an offline-flagged
 * one is silent since `reportedAt` (the fleet dashboard's silent list reads the same rule).
 */
export const lastReportOf = (box: Pick<StoredBox, 'offline' | 'reportedAt'>, now: Date) =>
  box.offline ? box.reportedAt : later(box.reportedAt, heartbeat(now));

/**
 * docs/architecture.md, Simulated fleet: the box's state at `now`, from its row and its commands,
 * with no timer and no write. Asleep after 15 idle minutes with the ignition off; offline after a
 * day without a report, which only a box flagged offline lets happen (a working one beats every
 * hour).
 */
export function boxAt(box: StoredBox, commands: readonly LandingCommand[], now: Date): DerivedBox {
  const folded = foldBox(box, commands, now);
  const lastReportAt = lastReportOf(folded, now);
  return {
    ...folded,
    lastReportAt,
    asleep: !folded.ignitionOn && now.getTime() - folded.activeAt.getTime() >= ASLEEP_AFTER_MS,
    waking: commands.some((c) => c.command === 'wakeup' && c.requestedAt <= now && c.outcomeAt > now),
    online: now.getTime() - lastReportAt.getTime() <= OFFLINE_AFTER_MS,
  };
}
