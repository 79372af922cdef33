import { bearingDegrees } from '../../src/domain/trips/bearing.ts';
import type { CarPlan } from './cars.ts';
import type { Region } from './places.ts';
import type { SimTrip } from './trips.ts';
import { DAY, MINUTE } from './time.ts';

/**
 * docs/architecture.md, Telemetry history: the seed writes the boxes' reports of the last 30 days
 * of trips.
 */
export const SEEDED_TELEMETRY_DAYS = 30;

export const TELEMETRY_COLUMNS = [
  'vin',
  'recorded_at',
  'latitude',
  'longitude',
  'speed_kmh',
  'fuel_level',
  'battery_voltage',
  'odometer',
  'ignition',
  'heading',
  'doors_closed',
  'locked',
  'in_home_zone',
  'charging',
] as const;

type TelemetryRow = [
  string,
  Date,
  number,
  number,
  number,
  number,
  string,
  number,
  boolean,
  number | null,
  boolean,
  boolean,
  boolean,
  boolean,
];

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * The seed's home zone: a car is home within twice a neighbourhood's spread of its centre, where
 * the seed parks cars and trips start and end; the way between two neighbourhoods is outside.
 */
export const inHomeZone = (region: Region, lat: number, lng: number) =>
  region.neighbourhoods.some(
    (n) => Math.abs(lat - n.lat) <= 2 * n.spread && Math.abs(lng - n.lng) <= 2 * n.spread,
  );

/**
 * A finished trip's reports, a point a minute while the car is driven. The trip simulation
 * counts a share of a trip as moving (the longer the trip, the smaller); that many minutes
 * are driven, half as the trip starts and half before it ends, with the car parked between
 * (a long trip's stay). Position, fuel and odometer move evenly from the trip's start to its
 * end; the last point is the car parked, ignition off. A trip under way has no end yet and
 * reports nothing here. Deterministic: no randomness beyond the trip's own. While it moves
 * the car heads along the trip's straight leg; the member has it unlocked, doors closed, until
 * the parked last point, locked. Nothing tells whether a parked electric car is plugged in, so
 * none is charging.
 */
export const tripTelemetry = (trip: SimTrip, car: CarPlan, since: number): TelemetryRow[] => {
  if (
    trip.endAt === null ||
    trip.endAt < since ||
    trip.endLat === null ||
    trip.endLng === null ||
    trip.distanceKm === null
  )
    return [];
  const minutes = Math.floor((trip.endAt - trip.startAt) / MINUTE);
  const moving = minutes < 60 ? 0.75 : minutes < 240 ? 0.5 : 0.25;
  const driven = Math.max(1, Math.min(minutes, Math.round(minutes * moving)));
  const averageKmh = (trip.distanceKm / driven) * 60;
  const firstLeg = Math.floor(driven / 2);
  const heading = bearingDegrees(trip.startLat, trip.startLng, trip.endLat, trip.endLng);
  const rows: TelemetryRow[] = [];
  for (let k = 0; k <= driven; k++) {
    const at = k <= firstLeg ? trip.startAt + k * MINUTE : trip.endAt - (driven - k) * MINUTE;
    if (at < since) continue;
    const share = k / driven;
    const running = k < driven;
    // Traffic: the speed swings around the average, and the car stands still as it sets off.
    const speed =
      k === 0 || !running ? 0 : Math.round(averageKmh * (0.7 + 0.6 * Math.abs(Math.sin(k * 1.7))));
    const lat = round6(trip.startLat + (trip.endLat - trip.startLat) * share);
    const lng = round6(trip.startLng + (trip.endLng - trip.startLng) * share);
    rows.push([
      car.vin,
      new Date(at),
      lat,
      lng,
      speed,
      Math.round(trip.startFuel + (trip.endFuel - trip.startFuel) * share),
      // The alternator charges at ~14 V while the engine runs; a parked 12 V battery rests near 12.6 V.
      (running ? 13.9 + 0.3 * Math.abs(Math.cos(k)) : 12.6).toFixed(2),
      Math.round(trip.startOdometer + trip.distanceKm * share),
      running,
      speed > 0 ? heading : null,
      true,
      !running,
      inHomeZone(car.region, lat, lng),
      false,
    ]);
  }
  return rows;
};

/** The first instant the seed writes reports for. */
export const telemetrySince = (now: number) => now - SEEDED_TELEMETRY_DAYS * DAY;
