import { z } from 'zod';
import { CAR_STATUSES } from '../cars/carStatus.ts';
import { optionalSerialId } from '../ids.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { MESSAGES } from '../validation.ts';

/**
 * Spec 1, the fleet dashboard (README, The fleet dashboard): cars by state per fleet, the map of the cars, and the
 * cars that need attention. The filters are the fleet and the state, as the URL carries them.
 */
export const dashboardFilters = z.object({
  fleetId: optionalSerialId(),
  status: z.enum(CAR_STATUSES, { error: MESSAGES.invalid }).optional(),
});
export type DashboardFilters = z.infer<typeof dashboardFilters>;

/** The settings that make a car one to look at (server/config.ts, README Configuration). */
export const attentionThresholds = z.object({
  lowFuelPercent: z.number().describe('fuel under this share of the tank (FLEET_LOW_FUEL_PERCENT)'),
  lowBatteryVolts: z.number().describe('12 V auxiliary battery under this voltage (FLEET_LOW_BATTERY_VOLTS)'),
  idleHours: z.number().int().describe('no trip for more than these hours (FLEET_IDLE_HOURS)'),
  silentHours: z
    .number()
    .int()
    .describe('no report from the box for more than these hours (FLEET_SILENT_HOURS)'),
});
export type AttentionThresholds = z.infer<typeof attentionThresholds>;

/** GET /fleets/dashboard: how many cars each fleet holds in each state, and the thresholds. */
export const fleetStateCount = z.object({
  fleetId: z.number().int(),
  fleetName: z.string(),
  status: z.enum(CAR_STATUSES),
  cars: z.number().int(),
});
export type FleetStateCount = z.infer<typeof fleetStateCount>;
export const fleetDashboard = z.object({ counts: z.array(fleetStateCount), thresholds: attentionThresholds });
export type FleetDashboard = z.infer<typeof fleetDashboard>;

/** The map draws at most this many cars: past it, the fleet filter narrows it. */
export const MAP_POINTS_MAX = 5000;

/** GET /fleets/dashboard/cars: the cars with a position, for the map. */
export const dashboardCarPoint = z.object({
  vin: z.string(),
  plateNumber: z.string(),
  fleetId: z.number().int(),
  status: z.enum(CAR_STATUSES),
  latitude: z.number(),
  longitude: z.number(),
});
export type DashboardCarPoint = z.infer<typeof dashboardCarPoint>;
export const dashboardCarPoints = z.object({
  data: z.array(dashboardCarPoint),
  capped: z.boolean().describe(`true when more than ${MAP_POINTS_MAX} cars match: the first by VIN are sent`),
});

/** The lists of cars that need attention (spec 2 Fleet dashboard; spec 1: boxes gone silent). */
export const ATTENTION_KINDS = ['lowFuel', 'lowBattery', 'longIdle', 'silent'] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const attentionQuery = dashboardFilters.extend({
  kind: z.enum(ATTENTION_KINDS, { error: MESSAGES.invalid }),
  ...pageQuery,
});

export const attentionCar = z.object({
  vin: z.string(),
  plateNumber: z.string(),
  fleetId: z.number().int(),
  fleetName: z.string(),
  status: z.enum(CAR_STATUSES),
  fuelLevel: z.number().int().nullable(),
  batteryVoltage: z.number().nullable(),
  lastTripEndAt: z.iso
    .datetime()
    .nullable()
    .describe('the end of its last trip; null when it never took one'),
  lastReportAt: z.iso.datetime().describe("its box's last report, a working box's hourly heartbeat included"),
});
export type AttentionCar = z.infer<typeof attentionCar>;
export const attentionPage = paginated(attentionCar);

/**
 * The fleet dashboard's idle list: a car idle past the threshold took no trip since `now - idleHours`, counted
 * from when it joined the fleet when it never took one. A car in a trip is never idle.
 */
export const idleSince = (now: Date, idleHours: number) => new Date(now.getTime() - idleHours * 3_600_000);
