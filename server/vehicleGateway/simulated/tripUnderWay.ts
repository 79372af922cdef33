import type { Insertable } from 'kysely';
import { bearingDegrees } from '../../../src/domain/trips/bearing.ts';
import type { TelemetryTable } from '../../db/schema.ts';
import { fraction } from './timing.ts';

/** A car under way reports a point a minute, as the seed's finished trips do (server/seed/telemetry.ts). */
export const REPORT_EVERY_MS = 60_000;
/** City driving: 28 km/h on average, swinging 10 km/h either way every 7 minutes. */
const AVERAGE_KMH = 28;
const SWING_KMH = 10;
const SWING_RADIANS_PER_MINUTE = (2 * Math.PI) / 7;
/** A tank of ~45 l at ~7 l/100 km: about 0.15 % of it a km. */
const FUEL_PERCENT_PER_KM = 0.15;
const KM_PER_DEGREE = 111.32;

/** What the simulated drive of a trip under way starts from: the trip's first report. */
export interface DriveStart {
  tripId: string;
  vin: string;
  startAt: Date;
  latitude: number;
  longitude: number;
  odometer: number;
  fuelLevel: number;
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Km driven `minutes` into the trip: the integral of AVERAGE_KMH + SWING_KMH·sin(ωt). */
const kmAfter = (minutes: number) =>
  (AVERAGE_KMH * minutes +
    (SWING_KMH / SWING_RADIANS_PER_MINUTE) * (1 - Math.cos(SWING_RADIANS_PER_MINUTE * minutes))) /
  60;

/**
 * Where the car is `minutes` into the trip: on a loop of 2.5–5 km radius through the start,
 * its size, side and sense fixed by the trip, so the car stays in town however long the trip
 * runs and every instance and test agree on each point.
 */
const positionAfter = (start: DriveStart, minutes: number) => {
  const radiusKm = 2.5 + 2.5 * fraction(`loop:${start.tripId}`);
  const phase = 2 * Math.PI * fraction(`phase:${start.tripId}`);
  const sense = fraction(`sense:${start.tripId}`) < 0.5 ? 1 : -1;
  const angle = phase + (sense * kmAfter(minutes)) / radiusKm;
  const northKm = radiusKm * (Math.sin(angle) - Math.sin(phase));
  const eastKm = radiusKm * (Math.cos(angle) - Math.cos(phase));
  const latitude = start.latitude + northKm / KM_PER_DEGREE;
  return {
    latitude,
    longitude: start.longitude + eastKm / (KM_PER_DEGREE * Math.cos((start.latitude * Math.PI) / 180)),
  };
};

/**
 * Spec 3 Trip info, for a trip under way: the report its box sends `k` minutes after the trip
 * began, until the vehicle link brings the boxes' own. The car drives with its ignition on,
 * unlocked by the member, doors closed; it sets off from standstill at k = 0; its odometer and
 * fuel follow the distance. Nothing tells the simulation the home zones, so it reports the car
 * outside them while it drives, as the seed's trips between neighbourhoods are.
 */
export const drivenReport = (start: DriveStart, k: number): Insertable<TelemetryTable> => {
  const here = positionAfter(start, k);
  const ahead = positionAfter(start, k + 0.01);
  const km = kmAfter(k);
  const speed = k === 0 ? 0 : Math.round(AVERAGE_KMH + SWING_KMH * Math.sin(SWING_RADIANS_PER_MINUTE * k));
  return {
    vin: start.vin,
    recorded_at: new Date(start.startAt.getTime() + k * REPORT_EVERY_MS),
    latitude: round6(here.latitude),
    longitude: round6(here.longitude),
    speed_kmh: speed,
    fuel_level: Math.max(0, Math.round(start.fuelLevel - FUEL_PERCENT_PER_KM * km)),
    // The alternator charges at ~14 V while the engine runs.
    battery_voltage: (13.9 + 0.3 * Math.abs(Math.cos(k))).toFixed(2),
    odometer: start.odometer + Math.round(km),
    ignition: true,
    heading:
      speed > 0 ? bearingDegrees(here.latitude, here.longitude, ahead.latitude, ahead.longitude) : null,
    doors_closed: true,
    locked: false,
    in_home_zone: false,
    charging: false,
  };
};

/**
 * The minutes of reports still to write at `now`: those after the last one written (or all from
 * the trip's start, k = 0, when none is), up to `now`, at most `limit` of the latest.
 */
export const minutesToReport = (startAt: Date, lastAt: Date | null, now: Date, limit: number) => {
  const upTo = Math.floor((now.getTime() - startAt.getTime()) / REPORT_EVERY_MS);
  const after =
    lastAt === null ? 0 : Math.floor((lastAt.getTime() - startAt.getTime()) / REPORT_EVERY_MS) + 1;
  const from = Math.max(after, upTo - limit + 1);
  return Array.from({ length: Math.max(0, upTo - from + 1) }, (_, i) => from + i);
};
