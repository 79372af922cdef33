import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appConfig, type AppConfig } from '../../src/domain/appConfig.ts';
import type { AppSettings } from '../appSettings.ts';
import { operation } from '../http/operation.ts';

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

/** Outside the API base: a load balancer's health check and the web app's configuration. */
export const prefixOverride = '';

const rootRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const settings = appConfigFor(fastify.settings);
  fastify.get(
    '/health',
    operation({ public: true }, 'system', {
      operationId: 'health',
      summary: 'Liveness check for a load balancer',
      security: [],
      response: { 200: z.object({ status: z.literal('ok') }) },
    }),
    async () => ({ status: 'ok' as const }),
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
