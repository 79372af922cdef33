import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchHeaders } from '../../../src/domain/audit.ts';
import {
  markedAllRead,
  notification,
  notificationList,
  notificationParamsSchema,
  notificationQuery,
} from '../../../src/domain/notifications/notification.ts';
import { errorResponses } from '../../http/responses.ts';
import { operation } from '../../http/operation.ts';
import { requiredVersion } from '../../http/versioning.ts';
import { ownerOf } from '../../routeHelpers/actor.ts';
import { listNotifications, markAllRead, markRead } from '../../repositories/notifications.ts';

/**
 * Spec 1 names Notifications and gives them no path (README, departures): these are the
 * server's own. Each answers the signed-in staff member's notifications only; another's is
 * missing to them (404). `now` is the later of the wall clock and the fleet's, so a command's
 * failure shows once the simulated fleet has reached it.
 */
const notificationsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const now = () => new Date(Math.max(Date.now(), fastify.fleetClock.now().getTime()));

  fastify.get(
    '',
    operation('notifications', 'notifications', {
      operationId: 'notifications',
      summary: 'Your notifications, newest first, a page, with the unread count',
      description: `The unread count stops past the bell's cap (unreadCapped).`,
      querystring: notificationQuery,
      response: { 200: notificationList, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { staffId } = await ownerOf(fastify.db, request);
      return listNotifications(fastify.db, staffId, now(), request.query);
    },
  );

  fastify.post(
    '/:id/read',
    operation('notifications', 'notifications', {
      operationId: 'markNotificationRead',
      summary: 'Mark one of your notifications read, from the copy at If-Match',
      description: "Another staff member's notification answers 404; a stale copy 412.",
      params: notificationParamsSchema,
      headers: ifMatchHeaders,
      response: { 200: notification, ...errorResponses(400, 401, 403, 404, 412) },
    }),
    async (request) => {
      const version = requiredVersion(request);
      const { staffId, actor } = await ownerOf(fastify.db, request);
      return markRead(fastify.db, { staffId, id: request.params.id, version, actor, now: now() });
    },
  );

  fastify.post(
    '/read',
    operation('notifications', 'notifications', {
      operationId: 'markAllNotificationsRead',
      summary: 'Mark every unread notification of yours read',
      response: { 200: markedAllRead, ...errorResponses(401, 403, 404) },
    }),
    async (request) => {
      const { staffId, actor } = await ownerOf(fastify.db, request);
      return markAllRead(fastify.db, { staffId, actor, now: now() });
    },
  );
};
export default notificationsRoutes;
