import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  providerFailureList,
  providerFailureQuery,
  switchProviderParams,
  wakeupProviderList,
  wakeupProviderRow,
} from '../../../../../src/domain/fleet/wakeupProvider.ts';
import { errorResponses } from '../../../../http/responses.ts';
import { operation } from '../../../../http/operation.ts';
import { versionedSave } from '../../../../routeHelpers/versionedSave.ts';
import {
  exportProviderFailures,
  listWakeupProviders,
  searchProviderFailures,
  switchWakeupProvider,
} from '../../../../repositories/wakeupProviders.ts';
import { listRoute } from '../../../../routeHelpers/listRoute.ts';
import { PROVIDER_FAILURE_CSV_COLUMNS } from './csvColumns.ts';

/**
 * The switch's path puts the fleet id before `wakeup/provider` (/fleets/{id}/wakeup/provider/{cmd}),
 * so the three wakeup-provider paths hang from /fleets here rather than from this folder's
 * path: they stay together, and /fleets itself is left to the other fleet-service screens.
 */
export const autoPrefix = '/fleets';

/**
 * Spec 7 fleet service, wakeup providers (spec 3, Wakeup provider): per fleet, the switch, the
 * failures.
 */
const wakeupProviderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/wakeup/provider',
    operation('fleetManagement', 'fleets', {
      operationId: 'wakeupProviders',
      summary: "Each fleet's wakeup provider: provider, status, end time, last update",
      response: { 200: wakeupProviderList, ...errorResponses(401, 403) },
    }),
    async () => listWakeupProviders(fastify.db, fastify.fleetClock.now()),
  );

  versionedSave(fastify, 'POST', '/:id/wakeup/provider/:cmd', 'fleetManagement', 'fleets', {
    operationId: 'switchWakeupProvider',
    summary: 'Switch the fleet to the provider `cmd`, from the copy at If-Match',
    description:
      'The provider left keeps its status and end time; the new one finds its own as it was left (an outage until its end time), else starts ACTIVE with no end time. The provider already in use answers 409 `wakeupProviders.sameProvider`.',
    params: switchProviderParams,
    response: { 200: wakeupProviderRow },
    errors: [409],
    save: async (request, { version, actor }) =>
      switchWakeupProvider(
        fastify.db,
        { fleetId: request.params.id, version, actor, now: fastify.fleetClock.now() },
        request.params.cmd,
      ),
  });

  listRoute(fastify, '/wakeup/provider/failures', 'fleetManagement', 'fleets', {
    operationId: 'wakeupProviderFailures',
    summary: 'Failed wake-ups by fleet, VIN start and days; newest first',
    querystring: providerFailureQuery,
    page: providerFailureList,
    plural: 'wakeup provider failures',
    search: searchProviderFailures,
    exportRows: exportProviderFailures,
    name: 'wakeup-provider-failures',
    columns: PROVIDER_FAILURE_CSV_COLUMNS,
  });
};
export default wakeupProviderRoutes;
