import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IF_MATCH } from '../../../../src/domain/audit.ts';
import { statusChanged, statusChangeParams } from '../../../../src/domain/cars/statusChange.ts';
import {
  carCommandsQuery,
  carCommandsResult,
  carHistory,
  carHistoryQuery,
} from '../../../../src/domain/cars/vehicleCommands.ts';
import { storableString } from '../../../../src/domain/validation.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { CAPPED_COUNT_NOTE } from '../../../http/searchNotes.ts';
import { actorOf } from '../../../routeHelpers/actor.ts';
import { carCommands } from '../../../repositories/cars/carCommands.ts';
import { carHistory as readCarHistory } from '../../../repositories/cars/carHistory.ts';
import { changeCarStatus } from '../../../repositories/cars/carStatus.ts';
import {
  telemetryQuery,
  telemetryResult,
  TELEMETRY_MAX_POINTS,
} from '../../../../src/domain/cars/telemetry.ts';
import { carParams } from '../../../../src/domain/cars/carSearchQuery.ts';
import { HttpError } from '../../../http/httpError.ts';
import { carTelemetry } from '../../../repositories/cars/telemetry.ts';

/** If-Match is optional here: the current status in the path is the change's own staleness check. */
const optionalIfMatch = z.looseObject({
  'if-match': storableString()
    .regex(IF_MATCH, 'error.versionRequired')
    .optional()
    .describe('the version of the car the change was made from; another version answers 412'),
});

/**
 * Spec point 7, vehicle service: /internal/vehicle/{vin}/history, /internal/vehicle/{vin}/status/{current}/{next}
 * and /internal/vehicle/{vin}/data; /internal/vehicle/{vin}/commands is the car screen's command timeline.
 */
const internalVehicleRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:vin/history',
    operation('carDetails', 'fleet', {
      operationId: 'carHistory',
      summary: "The car's history: its audit entries and the commands sent to it, newest first",
      description: CAPPED_COUNT_NOTE,
      params: carParams,
      querystring: carHistoryQuery,
      response: { 200: carHistory, ...errorResponses(400, 401, 403) },
    }),
    async (request) =>
      readCarHistory(
        fastify.db,
        fastify.vehicleGateway,
        { vin: request.params.vin, ...request.query },
        fastify.fleetClock.now(),
      ),
  );

  fastify.get(
    '/:vin/commands',
    operation('carDetails', 'fleet', {
      operationId: 'carCommands',
      summary: 'The command timeline of a car: every command sent to it, newest first',
      description:
        'A departure: the spec gives no path. Each command shows who sent it, when, and its status as of ' +
        'now (requested, sent, then confirmed, failed or timedOut); poll it to follow one live. ' +
        CAPPED_COUNT_NOTE,
      params: carParams,
      querystring: carCommandsQuery,
      response: { 200: carCommandsResult, ...errorResponses(400, 401, 403) },
    }),
    async (request) =>
      carCommands(
        fastify.db,
        fastify.vehicleGateway,
        { vin: request.params.vin, ...request.query },
        fastify.fleetClock.now(),
      ),
  );

  fastify.patch(
    '/:vin/status/:current/:next',
    operation('carDetails', 'fleet', {
      operationId: 'changeCarStatus',
      summary: 'Move a car out of service, make it available, or mark it a total loss (spec 4)',
      description:
        '412 when the car is no longer at `current` (or at the If-Match version); 422 fleet.statusChangeRefused ' +
        'for a change the rules refuse (a total loss stays one; a car being infleeted is moved by its deploy), ' +
        '422 fleet.carInTrip while a trip under way holds the car (but for a total loss). The box is not asked: ' +
        'a sleeping or silent box never blocks a change.',
      params: statusChangeParams,
      headers: optionalIfMatch,
      response: { 200: statusChanged, ...errorResponses(400, 401, 403, 404, 412, 422) },
    }),
    async (request) => {
      const match = IF_MATCH.exec(String(request.headers['if-match'] ?? '').trim());
      const actor = await actorOf(fastify.db, request);
      return changeCarStatus(
        fastify.db,
        { ...request.params, version: match ? Number(match[1]) : undefined },
        actor,
      );
    },
  );

  fastify.get(
    '/:vin/data',
    operation('carDetails', 'telemetry', {
      operationId: 'carTelemetry',
      summary: "A car's reports from `from` (included) to `to` (excluded), oldest first",
      description:
        'The range is required and at most 31 days. Reports older than the retention ' +
        '(TELEMETRY_RETENTION_DAYS) are gone: such a range answers no point. Above ' +
        `${TELEMETRY_MAX_POINTS} points the range is cut into ${TELEMETRY_MAX_POINTS} equal slices and ` +
        'each slice answers its first point (`downsampled`, `intervalSeconds`).',
      params: carParams,
      querystring: telemetryQuery,
      response: { 200: telemetryResult, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { vin } = request.params;
      const telemetry = await carTelemetry(fastify.db, vin, request.query);
      if (!telemetry) throw new HttpError(404, 'error.notFound', `No car has VIN ${vin}`);
      return telemetry;
    },
  );
};
export default internalVehicleRoutes;
