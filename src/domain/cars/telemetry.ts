import { z } from 'zod';
import { instant } from '../validation.ts';
import { VIN_PATTERN } from './carSearchQuery.ts';

/** A car detail reads at most a month of telemetry at once (docs/architecture.md, Telemetry history). */
export const TELEMETRY_MAX_RANGE_DAYS = 31;
/**
 * Points one answer holds at most: about a chart's width in pixels, and under 200 KB of JSON.
 * Above it the range is cut into this many equal slices and each slice answers its first
 * point (`intervalSeconds`).
 */
export const TELEMETRY_MAX_POINTS = 1000;

const DAY_MS = 86_400_000;

export const TELEMETRY_MESSAGES = {
  order: 'telemetry.errors.order',
  tooLong: 'telemetry.errors.tooLong',
} as const;

/** Spec point 7, /internal/vehicle/{vin}/data?from=&to=: from included, to excluded. */
export const telemetryQuery = z
  .object({
    from: instant.describe('the first instant, included (ISO 8601 with its offset)'),
    to: instant.describe(`the end, excluded; at most ${TELEMETRY_MAX_RANGE_DAYS} days after from`),
  })
  .superRefine(({ from, to }, context) => {
    const span = Date.parse(to) - Date.parse(from);
    if (span <= 0) context.addIssue({ code: 'custom', message: TELEMETRY_MESSAGES.order, path: ['to'] });
    else if (span > TELEMETRY_MAX_RANGE_DAYS * DAY_MS)
      context.addIssue({ code: 'custom', message: TELEMETRY_MESSAGES.tooLong, path: ['to'] });
  });
export type TelemetryQuery = z.infer<typeof telemetryQuery>;

export const telemetryPoint = z.object({
  recordedAt: z.iso.datetime(),
  latitude: z.number(),
  longitude: z.number(),
  speedKmh: z.number().int(),
  fuelLevel: z.number().int().describe('percent'),
  batteryVoltage: z.number().describe('12 V battery, volts'),
  odometer: z.number().int().describe('km'),
  ignition: z.boolean(),
});
export type TelemetryPoint = z.infer<typeof telemetryPoint>;

export const telemetryResult = z.object({
  vin: z.string().regex(VIN_PATTERN),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  downsampled: z.boolean(),
  intervalSeconds: z
    .number()
    .nullable()
    .describe('when downsampled, the width of a slice: each answers its first point; null otherwise'),
  points: z.array(telemetryPoint).max(TELEMETRY_MAX_POINTS),
});
export type TelemetryResult = z.infer<typeof telemetryResult>;
