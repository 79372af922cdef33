import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsQuery, type AnalyticsQuery } from '../../../src/domain/analytics/analyticsRange.ts';
import {
  ANALYTICS_RESPONSES,
  type AnalyticsChart,
  type ChartRows,
} from '../../../src/domain/analytics/charts.ts';
import { sendCsv, wantsCsv } from '../../http/csvExport.ts';
import { csvReader } from '../../http/csvReader.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import {
  membersPerWeek,
  revenuePerDay,
  ticketsPerDay,
  tripsPerDay,
  utilisationPerCar,
} from '../../repositories/analytics.ts';
import { analyticsCsvColumns } from './csvColumns.ts';

type Reader<Chart extends AnalyticsChart> = (
  fastify: FastifyInstance,
  query: AnalyticsQuery,
) => Promise<ChartRows[Chart][]>;

/** Each chart: its operation, what it sums, and its read. */
const CHARTS: { [Chart in AnalyticsChart]: { operationId: string; summary: string; read: Reader<Chart> } } = {
  trips: {
    operationId: 'analyticsTrips',
    summary: 'Trips started per day and city, each day in its fleet’s zone',
    read: (fastify, query) => tripsPerDay(fastify.db, query),
  },
  revenue: {
    operationId: 'analyticsRevenue',
    summary: 'Ledger charges less credits per day, payments left out, net of tax',
    read: (fastify, query) => revenuePerDay(fastify.db, query),
  },
  utilisation: {
    operationId: 'analyticsUtilisation',
    summary: 'The busiest cars’ share of the range spent in trips',
    read: (fastify, query) => utilisationPerCar(fastify.db, query, fastify.fleetClock.now()),
  },
  members: {
    operationId: 'analyticsMembers',
    summary: 'New members per week, by the week’s Monday',
    read: (fastify, query) => membersPerWeek(fastify.db, query),
  },
  tickets: {
    operationId: 'analyticsTickets',
    summary: 'Tickets opened and closed per day',
    read: (fastify, query) => ticketsPerDay(fastify.db, query),
  },
};

const register = (fastify: Parameters<FastifyPluginAsyncZod>[0], chart: AnalyticsChart) => {
  const { operationId, summary } = CHARTS[chart];
  // One chart's reader answers its own rows; the union of all charts' does not type them together.
  const read = CHARTS[chart].read as Reader<AnalyticsChart>;
  fastify.get(
    `/${chart}`,
    operation('analytics', 'analytics', {
      operationId,
      summary,
      querystring: analyticsQuery,
      response: {
        200: {
          description: 'The chart’s numbers, or with Accept: text/csv the same as a file',
          content: {
            // Each route answers its own chart's schema (OpenAPI and serialisation); one type for all here.
            'application/json': { schema: ANALYTICS_RESPONSES[chart] as z.ZodType },
            'text/csv': { schema: z.string().describe('the chart’s numbers, one row a line') },
          },
        },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (request, reply) => {
      const rows = await read(fastify as unknown as FastifyInstance, request.query);
      if (wantsCsv(request.headers.accept)) {
        return sendCsv(reply, {
          name: `analytics-${chart}`,
          columns: analyticsCsvColumns(chart),
          reader: csvReader(request.query),
          capped: false,
          batches: [rows],
        });
      }
      return { from: request.query.from, to: request.query.to, rows };
    },
  );
};

/** Spec 1 Analytics: GET /analytics/{chart}?from=&to= for each chart, in the analytics area. */
const analyticsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  for (const chart of Object.keys(CHARTS) as AnalyticsChart[]) register(fastify, chart);
};
export default analyticsRoutes;
