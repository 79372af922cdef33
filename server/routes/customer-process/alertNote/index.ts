import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activeAlert, alertAdd, alertRecord } from '../../../../src/domain/customers/alert.ts';
import { isFutureDay, todayIn } from '../../../../src/domain/customers/alertExpiry.ts';
import { bigserialIdParams } from '../../../../src/domain/ids.ts';
import { actorOf } from '../../../routeHelpers/actor.ts';
import { versionedSave } from '../../../routeHelpers/versionedSave.ts';
import { errorResponses } from '../../../http/responses.ts';
import { operation } from '../../../http/operation.ts';
import { HttpError } from '../../../http/httpError.ts';
import {
  activeAlertOf,
  addAlert,
  memberZoneOf,
  removeAlert,
} from '../../../repositories/customers/alerts.ts';

/** Spec point 7, Customers: /customer-process/alertNote/{id}, the member's one alert (spec 3, 5, 9). */
const alertNoteRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const zoneOf = async (id: string) => {
    const zone = await memberZoneOf(fastify.db, id);
    if (!zone) throw new HttpError(404, 'error.notFound', `No member has id ${id}`);
    return zone;
  };

  fastify.get(
    '/:id',
    operation('customers', 'customers', {
      operationId: 'alertNote',
      summary: "The member's active alert (null when none), and the home time zone its expiry day is read in",
      params: bigserialIdParams,
      response: { 200: activeAlert, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { id } = request.params;
      const timeZone = await zoneOf(id);
      return { alert: (await activeAlertOf(fastify.db, id)) ?? null, timeZone, today: todayIn(timeZone) };
    },
  );

  fastify.post(
    '/:id',
    operation('customers', 'customers', {
      operationId: 'addAlertNote',
      summary:
        "Add the member's alert: a message and a future expiry day, ending at the end of that day at home",
      description:
        "The expiry day must come after today in the member's home time zone (400 `validation.futureDate`). " +
        'Only one alert per member: while one is active the answer is 409 `alerts.alreadyActive`.',
      params: bigserialIdParams,
      body: alertAdd,
      response: { 201: alertRecord, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { id } = request.params;
      const timeZone = await zoneOf(id);
      if (!isFutureDay(request.body.expiryDate, timeZone)) {
        throw new HttpError(400, 'validation.futureDate', 'The expiry must be a future day', {
          expiryDate: 'validation.futureDate',
        });
      }
      return reply
        .code(201)
        .send(await addAlert(fastify.db, await actorOf(fastify.db, request), id, request.body, timeZone));
    },
  );

  versionedSave(fastify, 'DELETE', '/:id', 'customers', 'customers', {
    operationId: 'removeAlertNote',
    summary: "Remove the member's active alert (If-Match: the alert's version)",
    params: bigserialIdParams,
    response: { 204: z.null().describe('Removed: the member has no alert now') },
    save: async (request, { version, actor }, reply) => {
      await removeAlert(fastify.db, actor, request.params.id, version);
      return reply.code(204).send(null);
    },
  });
};
export default alertNoteRoutes;
