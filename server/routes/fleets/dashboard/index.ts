import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attentionPage,
  attentionQuery,
  dashboardCarPoints,
  dashboardFilters,
  fleetDashboard,
  MAP_POINTS_MAX,
} from '../../../../src/domain/fleet/dashboard.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import {
  carsNeedingAttention,
  countCarsByFleet,
  dashboardCarPoints as readCarPoints,
} from '../../../repositories/fleetDashboard.ts';

/**
 * Spec 2 /fleet-management, the fleet dashboard's reads: spec 7 gives them no path, so they hang from
 * /fleets beside the wakeup providers (README, Departures).
 */
const fleetDashboardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const thresholds = fastify.settings.config.attentionThresholds;

  fastify.get(
    '',
    operation('fleetManagement', 'fleets', {
      operationId: 'fleetDashboard',
      summary:
        'How many cars each fleet holds in each state, by fleet then state, and the attention thresholds',
      querystring: dashboardFilters,
      response: { 200: fleetDashboard, ...errorResponses(400, 401, 403) },
    }),
    async (request) => ({ counts: await countCarsByFleet(fastify.db, request.query), thresholds }),
  );

  fastify.get(
    '/cars',
    operation('fleetManagement', 'fleets', {
      operationId: 'fleetDashboardCars',
      summary: `The cars with a position, for the map: at most ${MAP_POINTS_MAX}, by VIN`,
      querystring: dashboardFilters,
      response: { 200: dashboardCarPoints, ...errorResponses(400, 401, 403) },
    }),
    async (request) => readCarPoints(fastify.db, request.query),
  );

  fastify.get(
    '/attention',
    operation('fleetManagement', 'fleets', {
      operationId: 'fleetDashboardAttention',
      summary:
        'Active cars low on fuel, low on battery (12 V auxiliary), idle or with a silent box past the thresholds',
      description:
        'lowFuel by fuel level then VIN, lowBattery by voltage then VIN, longIdle (no trip for ' +
        'FLEET_IDLE_HOURS, not in a trip) by VIN, silent (no report from the box for FLEET_SILENT_HOURS) ' +
        'by last report then VIN. The thresholds are settings (FLEET_LOW_FUEL_PERCENT, ' +
        'FLEET_LOW_BATTERY_VOLTS, FLEET_IDLE_HOURS, FLEET_SILENT_HOURS).',
      querystring: attentionQuery,
      response: { 200: attentionPage, ...errorResponses(400, 401, 403) },
    }),
    async (request) =>
      carsNeedingAttention(
        fastify.db,
        fastify.vehicleGateway,
        request.query,
        thresholds,
        fastify.fleetClock.now(),
      ),
  );
};
export default fleetDashboardRoutes;
