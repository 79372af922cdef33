import { z } from 'zod';

/** The charts of the Analytics screen (README, Analytics is at /analytics), each at GET /analytics/{chart}. */
export const ANALYTICS_CHARTS = ['trips', 'revenue', 'utilisation', 'members', 'tickets'] as const;
export type AnalyticsChart = (typeof ANALYTICS_CHARTS)[number];

/** Utilisation shows the busiest cars only: a fleet of thousands would not read as a chart. */
export const UTILISATION_TOP_CARS = 20;

const day = z.iso.date();

/** Trips started per day in each city (a fleet is a region), the day read in the fleet's zone. */
export const tripsPerDayRow = z.object({
  day,
  fleetId: z.number().int(),
  city: z.string(),
  trips: z.number().int(),
});
/** The ledger's charges less its credits per day, payments left out, net of tax, with the tax beside it. */
export const revenuePerDayRow = z.object({ day, revenue: z.number(), tax: z.number() });
/** A car's share (0 to 1) of the range, read in its fleet's zone, spent in trips. */
export const utilisationRow = z.object({
  vin: z.string(),
  plate: z.string(),
  city: z.string(),
  busyHours: z.number(),
  share: z.number().min(0).max(1),
});
/** Members who joined each week, by the week's Monday. */
export const membersPerWeekRow = z.object({ week: day, members: z.number().int() });
/** Tickets opened per day, and closed (a Closed ticket by its last change). */
export const ticketsPerDayRow = z.object({ day, opened: z.number().int(), closed: z.number().int() });

export type TripsPerDayRow = z.infer<typeof tripsPerDayRow>;
export type RevenuePerDayRow = z.infer<typeof revenuePerDayRow>;
export type UtilisationRow = z.infer<typeof utilisationRow>;
export type MembersPerWeekRow = z.infer<typeof membersPerWeekRow>;
export type TicketsPerDayRow = z.infer<typeof ticketsPerDayRow>;

const chartOf = <Row extends z.ZodType>(row: Row) => z.object({ from: day, to: day, rows: z.array(row) });

export const ANALYTICS_RESPONSES = {
  trips: chartOf(tripsPerDayRow),
  revenue: chartOf(revenuePerDayRow),
  utilisation: chartOf(utilisationRow),
  members: chartOf(membersPerWeekRow),
  tickets: chartOf(ticketsPerDayRow),
} as const satisfies Record<AnalyticsChart, z.ZodType>;

export interface ChartRows {
  trips: TripsPerDayRow;
  revenue: RevenuePerDayRow;
  utilisation: UtilisationRow;
  members: MembersPerWeekRow;
  tickets: TicketsPerDayRow;
}

/** Each chart's numbers, in the order its table on screen and its CSV show them (`analytics.columns.*`). */
export const CHART_COLUMNS = {
  trips: ['day', 'city', 'trips'],
  revenue: ['day', 'revenue', 'tax'],
  utilisation: ['plate', 'vin', 'city', 'busyHours', 'share'],
  members: ['week', 'members'],
  tickets: ['day', 'opened', 'closed'],
} as const satisfies { [Chart in AnalyticsChart]: readonly (keyof ChartRows[Chart])[] };
