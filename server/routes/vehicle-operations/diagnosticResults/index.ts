import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  diagnosticIdParams,
  diagnosticResult,
  parseDiagnosticId,
} from '../../../../src/domain/cars/vehicleCommands.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { diagnosticResult as readDiagnosticResult } from '../../../repositories/cars/diagnostics.ts';

/** Spec point 7, vehicle service: /vehicle-operations/diagnosticResults/{id}. */
const diagnosticResultRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:diagnosticId',
    // Spec 1: staff who see a car run its diagnostics, from the car screen as from infleeting.
    operation(['infleet', 'carDetails'], 'fleet', {
      operationId: 'diagnosticResult',
      summary: "A diagnostic test's latest run on the car: notRun, running, passed or failed",
      params: diagnosticIdParams,
      response: { 200: diagnosticResult, ...errorResponses(400, 401, 403) },
    }),
    async (request) =>
      readDiagnosticResult(
        fastify.db,
        fastify.vehicleGateway,
        parseDiagnosticId(request.params.diagnosticId)!,
        fastify.fleetClock.now(),
      ),
  );
};
export default diagnosticResultRoutes;
