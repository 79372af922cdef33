import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appConfig, type AppConfig } from '../../src/domain/appConfig.ts';
import { vehicleLinkHealth } from '../../src/domain/vehicleLink/linkHealth.ts';
import type { AppSettings } from '../appSettings.ts';
import { operation } from '../http/operation.ts';
import { asyncApiDocument } from '../vehicleGateway/link/asyncApi.ts';

/** The web app's run-time settings (one build serves every environment). */
const appConfigFor = ({ config, auth }: Pick<AppSettings, 'config' | 'auth'>): AppConfig => ({
  cognito: {
    region: config.cognito.region,
    userPoolId: auth.userPoolId,
    clientId: auth.clientId,
    ...(config.authMode === 'local'
      ? { endpoint: '/idp', authFlow: 'USER_PASSWORD_AUTH' as const }
      : { authFlow: 'USER_SRP_AUTH' as const }),
  },
  apiBase: config.apiBase,
  vehicleApiBase: config.vehicleApiBase,
  fleetApiBase: config.fleetApiBase,
  mapTileUrl: config.mapTileUrl,
  cityParkingMetersUrl: config.cityParkingMetersUrl,
  cityParkingLotsUrl: config.cityParkingLotsUrl,
});

/**
 * Outside the API base: a load balancer's health check, the web app's configuration and the
 * vehicle link's contract (beside the OpenAPI document).
 */
export const prefixOverride = '';

const rootRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const settings = appConfigFor(fastify.settings);
  fastify.get(
    '/health',
    operation({ public: true }, 'system', {
      operationId: 'health',
      summary: 'Liveness check for a load balancer, with the vehicle link’s state',
      description:
        'The API answers `ok` whatever the link’s state: a broker that is down stops the cars’ reports, ' +
        'not the back office.',
      security: [],
      response: { 200: z.object({ status: z.literal('ok'), vehicleLink: vehicleLinkHealth }) },
    }),
    async () => ({
      status: 'ok' as const,
      vehicleLink: fastify.vehicleLink?.status() ?? { state: 'off' as const },
    }),
  );
  const { vehicleLink, config } = fastify.settings;
  const asyncApi = asyncApiDocument(vehicleLink?.url ?? `mqtt://127.0.0.1:${config.mqtt.embeddedPort}`);
  fastify.get(
    '/api/asyncapi.json',
    operation({ public: true }, 'system', {
      operationId: 'vehicleLinkContract',
      summary:
        'The vehicle link’s contract: what boxes and the back office say through the broker (AsyncAPI 3)',
      security: [],
      response: { 200: z.record(z.string(), z.unknown()).describe('An AsyncAPI 3.0 document') },
    }),
    async () => asyncApi,
  );
  fastify.get(
    '/config.json',
    operation({ public: true }, 'system', {
      operationId: 'appConfig',
      summary: "The web app's run-time settings: identity pool, API bases, map tiles, city layers",
      security: [],
      response: { 200: appConfig },
    }),
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(settings),
  );
};
export default rootRoutes;
